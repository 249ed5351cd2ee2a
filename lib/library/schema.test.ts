import { describe, expect, it } from 'vitest';

import { documentCreateSchema, documentRenameSchema, videoCreateSchema, videoRenameSchema } from './schema';

const messages = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message);

describe('document schemas (seeds 5)', () => {
  it('asks for the name, then the file', () => {
    expect(messages(documentCreateSchema.safeParse({ title: ' ', title_en: '', pdf: '' }))).toEqual([
      'admin.library.document.titleRequired',
      'admin.library.document.fileRequired',
    ]);
  });

  it('accepts only a PDF key handed out by the upload route', () => {
    expect(documentCreateSchema.safeParse({ title: 'Кодекс', title_en: 'Code', pdf: 'admin/pdf/abc123.pdf' }).success).toBe(true);
    for (const pdf of ['admin/video/abc123.mp4', 'documents/seed-1.pdf', '../admin/pdf/x.pdf', 'admin/pdf/x.jpg']) {
      expect(messages(documentCreateSchema.safeParse({ title: 'Кодекс', title_en: '', pdf }))).toEqual(['admin.library.invalidFile']);
    }
  });

  it('renames only with a name', () => {
    expect(messages(documentRenameSchema.safeParse({ id: 3, title: '', title_en: 'Code' }))).toEqual(['admin.library.document.titleRequired']);
    expect(documentRenameSchema.parse({ id: '3', title: ' Кодекс ', title_en: '' })).toEqual({ id: 3, title: 'Кодекс', title_en: '' });
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
    expect(videoCreateSchema.safeParse({ title: 'Хайгуул', title_en: '', video: 'admin/video/f00d.mp4' }).success).toBe(true);
    expect(messages(videoCreateSchema.safeParse({ title: 'Хайгуул', title_en: '', video: 'admin/pdf/f00d.pdf' }))).toEqual(['admin.library.invalidFile']);
  });

  it('renames only with a name', () => {
    expect(messages(videoRenameSchema.safeParse({ id: 1, title: ' ', title_en: '' }))).toEqual(['admin.library.video.titleRequired']);
  });
});
