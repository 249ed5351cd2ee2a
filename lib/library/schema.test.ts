import { describe, expect, it } from 'vitest';

import {
  documentCreateSchema,
  documentRenameSchema,
  SHELF_SCHEMAS,
  videoCreateSchema,
  videoRenameSchema,
} from './schema';

const messages = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('document schemas (seeds 5)', () => {
  it('asks for the name, then the file', () => {
    expect(messages(documentCreateSchema.safeParse({ title: ' ', title_en: '', pdf: '' }))).toEqual([
      'admin.library.document.titleRequired',
      'admin.library.document.fileRequired',
    ]);
  });

  it('accepts only a PDF key handed out by the upload route', () => {
    expect(
      documentCreateSchema.safeParse({ title: 'Кодекс', title_en: 'Code', pdf: 'admin/pdf/abc123.pdf' }).success,
    ).toBe(true);
    for (const pdf of ['admin/video/abc123.mp4', 'documents/seed-1.pdf', '../admin/pdf/x.pdf', 'admin/pdf/x.jpg']) {
      expect(messages(documentCreateSchema.safeParse({ title: 'Кодекс', title_en: '', pdf }))).toEqual([
        'admin.library.invalidFile',
      ]);
    }
  });

  it('renames only with a name', () => {
    expect(messages(documentRenameSchema.safeParse({ id: 3, title: '', title_en: 'Code' }))).toEqual([
      'admin.library.document.titleRequired',
    ]);
    expect(documentRenameSchema.parse({ id: '3', title: ' Кодекс ', title_en: '' })).toEqual({
      id: 3,
      title: 'Кодекс',
      title_en: '',
    });
  });
});

describe('video schemas (seeds 5)', () => {
  it('asks for the name, then the video', () => {
    expect(messages(videoCreateSchema.safeParse({ title: '', title_en: '', video: '' }))).toEqual([
      'admin.library.video.titleRequired',
      'admin.library.video.fileRequired',
    ]);
  });

  it('accepts only an mp4 key of the video upload', () => {
    expect(videoCreateSchema.safeParse({ title: 'Хайгуул', title_en: '', video: 'admin/video/f00d.mp4' }).success).toBe(
      true,
    );
    expect(
      messages(videoCreateSchema.safeParse({ title: 'Хайгуул', title_en: '', video: 'admin/pdf/f00d.pdf' })),
    ).toEqual(['admin.library.invalidFile']);
  });

  it('renames only with a name', () => {
    expect(messages(videoRenameSchema.safeParse({ id: 1, title: ' ', title_en: '' }))).toEqual([
      'admin.library.video.titleRequired',
    ]);
  });
});

describe('report schemas (seeds 5)', () => {
  const { create, update } = SHELF_SCHEMAS.reports;

  it('asks for the title, the image and the PDF, in that order; the English title is not checked', () => {
    expect(messages(create.safeParse({ title: '', title_en: '', cover: '', pdf: '' }))).toEqual([
      'admin.library.report.titleRequired',
      'admin.library.report.imageRequired',
      'admin.library.report.pdfRequired',
    ]);
    expect(
      create.safeParse({ title: 'Тайлан', title_en: '', cover: 'admin/images/a1.jpg', pdf: 'admin/pdf/b2.pdf' })
        .success,
    ).toBe(true);
  });

  it('takes jpeg or png covers and PDF reports only', () => {
    expect(
      messages(
        create.safeParse({ title: 'Тайлан', title_en: '', cover: 'admin/pdf/b2.pdf', pdf: 'admin/images/a1.png' }),
      ),
    ).toEqual(['admin.library.invalidFile', 'admin.library.invalidFile']);
  });

  it('lets an edit leave both files empty to keep the stored ones', () => {
    expect(update.parse({ id: 4, title: 'Тайлан', title_en: 'Report', cover: '', pdf: '' })).toEqual({
      id: 4,
      title: 'Тайлан',
      title_en: 'Report',
      cover: '',
      pdf: '',
    });
    expect(
      messages(update.safeParse({ id: 4, title: '', title_en: '', cover: 'reports/seed-01.jpg', pdf: '' })),
    ).toEqual(['admin.library.report.titleRequired', 'admin.library.invalidFile']);
  });
});

describe('sustainable-mining schemas', () => {
  const { create, update } = SHELF_SCHEMAS.sustainableMining;

  it('needs no title but a poster and a PDF for a new item', () => {
    expect(messages(create.safeParse({ title: '', title_en: '', cover: '', pdf: '' }))).toEqual([
      'admin.library.sustainable.posterRequired',
      'admin.library.sustainable.pdfRequired',
    ]);
    expect(
      create.safeParse({ title: '', title_en: '', cover: 'admin/images/c3.png', pdf: 'admin/pdf/d4.pdf' }).success,
    ).toBe(true);
  });

  it('keeps the stored files on edit when none is chosen (empty keys)', () => {
    expect(update.safeParse({ id: 1, title: 'Мод тарья', title_en: '', cover: '', pdf: '' }).success).toBe(true);
    expect(messages(update.safeParse({ id: 1, title: '', title_en: '', cover: 'admin/video/x.mp4', pdf: '' }))).toEqual(
      ['admin.library.invalidFile'],
    );
  });
});
