import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { documents } from '@/db/schema';
import { useTestDatabase } from '@/tests/fixtures/database';

import { GET } from './route';

useTestDatabase();

beforeAll(async () => {
  await db.insert(documents).values({ title: 'Кодекс', pdf: 'documents/code.pdf' });
});

describe('GET /api/get/document-pdf', () => {
  it('answers the documents under document with their PDF addresses', async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ document: [{ id: 1, title: 'Кодекс', pdf: '/files/documents/code.pdf' }] });
  });
});
