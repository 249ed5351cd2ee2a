import { describe, expect, it } from 'vitest';

import { reportCreateSchema, reportUpdateSchema } from './schema';

const messages = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message);

describe('report schemas (seeds 5)', () => {
  it('asks for the title, the image and the PDF, in that order; the English title is not checked', () => {
    expect(messages(reportCreateSchema.safeParse({ title: '', title_en: '', image: '', pdf: '' }))).toEqual([
      'admin.library.report.titleRequired',
      'admin.library.report.imageRequired',
      'admin.library.report.pdfRequired',
    ]);
    expect(reportCreateSchema.safeParse({ title: 'Тайлан', title_en: '', image: 'admin/images/a1.jpg', pdf: 'admin/pdf/b2.pdf' }).success).toBe(true);
  });

  it('takes jpeg or png covers and PDF reports only', () => {
    expect(messages(reportCreateSchema.safeParse({ title: 'Тайлан', title_en: '', image: 'admin/pdf/b2.pdf', pdf: 'admin/images/a1.png' }))).toEqual([
      'admin.library.invalidFile',
      'admin.library.invalidFile',
    ]);
  });

  it('lets an edit leave both files empty to keep the stored ones', () => {
    expect(reportUpdateSchema.parse({ id: 4, title: 'Тайлан', title_en: 'Report', image: '', pdf: '' })).toEqual({ id: 4, title: 'Тайлан', title_en: 'Report', image: '', pdf: '' });
    expect(messages(reportUpdateSchema.safeParse({ id: 4, title: '', title_en: '', image: 'reports/seed-01.jpg', pdf: '' }))).toEqual([
      'admin.library.report.titleRequired',
      'admin.library.invalidFile',
    ]);
  });
});
