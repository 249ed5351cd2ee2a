import { describe, expect, it } from 'vitest';

import { sustainableCreateSchema, sustainableUpdateSchema } from './schema';

const messages = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message);

describe('sustainable-mining schemas', () => {
  it('needs no title but a poster and a PDF for a new item', () => {
    expect(messages(sustainableCreateSchema.safeParse({ title: '', title_en: '', poster: '', pdf: '' }))).toEqual([
      'admin.library.sustainable.posterRequired',
      'admin.library.sustainable.pdfRequired',
    ]);
    expect(sustainableCreateSchema.safeParse({ title: '', title_en: '', poster: 'admin/images/c3.png', pdf: 'admin/pdf/d4.pdf' }).success).toBe(true);
  });

  it('keeps the stored files on edit when none is chosen (empty keys)', () => {
    expect(sustainableUpdateSchema.safeParse({ id: 1, title: 'Мод тарья', title_en: '', poster: '', pdf: '' }).success).toBe(true);
    expect(messages(sustainableUpdateSchema.safeParse({ id: 1, title: '', title_en: '', poster: 'admin/video/x.mp4', pdf: '' }))).toEqual(['admin.library.invalidFile']);
  });
});
