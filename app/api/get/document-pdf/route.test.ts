import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { documents } from '@/db/schema';
import { useTestDatabase } from '@/tests/fixtures/database';

import { GET } from './route';

useTestDatabase();

beforeAll(async () => {
  await db.insert(documents).values([
    { title: 'Кодекс', titleEn: 'Code', pdf: 'documents/code.pdf' },
    { title: 'Заавар', pdf: 'documents/guide.pdf' },
  ]);
});

describe('GET /api/get/document-pdf', () => {
  it('answers the documents under document with their PDF addresses', async () => {
    const response = await GET(new Request('http://localhost/api/get/document-pdf'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      document: [
        { id: 1, title: 'Кодекс', pdf: '/files/documents/code.pdf' },
        { id: 2, title: 'Заавар', pdf: '/files/documents/guide.pdf' },
      ],
    });
  });

  it('names them in English for lang=en, in Mongolian where no English name was given', async () => {
    const response = await GET(new Request('http://localhost/api/get/document-pdf?lang=en'));
    const { document } = (await response.json()) as { document: Array<{ title: string }> };
    expect(document.map((item) => item.title)).toEqual(['Code', 'Заавар']);
  });
});
