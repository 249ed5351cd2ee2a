import { mkdtempSync } from 'node:fs';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

// Uploads live under DATA_DIR, read when lib/env is first imported: set it before any import of it.
const dataDir = mkdtempSync(path.join(tmpdir(), 'uploads-report-'));
process.env.DATA_DIR = dataDir;

const { useTestDatabase: prepareTestDatabase } = await import('@/tests/fixtures/database');
const { db } = await import('@/db');
const { auditLog, banners, categories, outboxMails, staticPages } = await import('@/db/schema');
const { buildUploadsReport, deleteOrphanUploads, ORPHAN_MIN_AGE_MS } = await import('./uploads-report');

prepareTestDatabase();

const uploads = path.join(dataDir, 'uploads');
const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60_000);

/** Stores `bytes` bytes under `key`, last written at `writtenAt`. */
async function store(key: string, bytes: number, writtenAt = TWO_HOURS_AGO): Promise<void> {
  const file = path.join(uploads, key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.alloc(bytes));
  await utimes(file, writtenAt, writtenAt);
}

const storedKeys = async () =>
  (await readdir(uploads, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploads, path.join(entry.parentPath, entry.name)))
    .sort();

beforeAll(async () => {
  // Named by a key column, by an address in a page's HTML, and by a field of JSON.
  await store('banners/slide.jpg', 3000);
  await store('banners/slide.w640.avif', 500);
  await store('admin/images/in-body.png', 2000);
  await store('mail/invite.pdf', 100);
  // Named by no row (the audit log's mention of an upload is history, not use): orphans, one stored a minute ago.
  await store('admin/video/forgotten.mp4', 9000);
  await store('admin/images/replaced.png', 1000);
  await store('admin/images/replaced.w320.avif', 200);
  await store('admin/images/just-uploaded.png', 700, new Date(Date.now() - 60_000));
  // The default profile pictures are the application's own, whether or not a row names them.
  await store('about/default-man.png', 400);

  await db.insert(banners).values({ image: 'banners/slide.jpg', sequence: 1 });
  const [category] = await db
    .insert(categories)
    .values({ category: 'Бидний тухай', categoryEn: 'About', pageType: 'static' })
    .returning({ cid: categories.cid });
  await db.insert(staticPages).values({
    categoryCid: category?.cid ?? 0,
    text: '<p><img src="https://www.example.mn/files/admin/images/in-body.png" alt=""></p>',
  });
  await db.insert(outboxMails).values({
    kind: 'test',
    to: 'a@example.com',
    subject: 's',
    html: '',
    text: '',
    locale: 'mn',
    calendar: { method: 'PUBLISH', content: 'ATTACH:/files/mail/invite.pdf' },
  });
  await db
    .insert(auditLog)
    .values({ accountEmail: 'admin@example.com', action: 'upload.create', target: 'admin/video/forgotten.mp4' });
});

describe('buildUploadsReport', () => {
  it('sums the uploads per folder and lists the files no row names, biggest first', async () => {
    const report = await buildUploadsReport();

    expect(report).toMatchObject({ files: 9, bytes: 16_900 });
    expect(report.orphans.map((orphan) => orphan.key)).toEqual([
      'admin/video/forgotten.mp4',
      'admin/images/replaced.png',
      'admin/images/just-uploaded.png',
      'admin/images/replaced.w320.avif',
    ]);
    expect(report.orphans[0]).toEqual({
      key: 'admin/video/forgotten.mp4',
      size: 9000,
      modifiedAt: TWO_HOURS_AGO.toISOString(),
    });
    expect(report.folders).toEqual([
      { folder: 'admin/video', files: 1, bytes: 9000, orphanFiles: 1, orphanBytes: 9000 },
      { folder: 'admin/images', files: 4, bytes: 3900, orphanFiles: 3, orphanBytes: 1900 },
      { folder: 'banners', files: 2, bytes: 3500, orphanFiles: 0, orphanBytes: 0 },
      { folder: 'about', files: 1, bytes: 400, orphanFiles: 0, orphanBytes: 0 },
      { folder: 'mail', files: 1, bytes: 100, orphanFiles: 0, orphanBytes: 0 },
    ]);
    expect(await storedKeys()).toHaveLength(9);
  });
});

describe('deleteOrphanUploads', () => {
  it(`deletes the orphans stored over ${ORPHAN_MIN_AGE_MS / 60_000} minutes ago, and keeps a younger one and every named file`, async () => {
    const deletion = await deleteOrphanUploads();

    expect(deletion.deleted.sort()).toEqual([
      'admin/images/replaced.png',
      'admin/images/replaced.w320.avif',
      'admin/video/forgotten.mp4',
    ]);
    expect(deletion.keptAsRecent).toEqual(['admin/images/just-uploaded.png']);
    expect(await storedKeys()).toEqual([
      'about/default-man.png',
      'admin/images/in-body.png',
      'admin/images/just-uploaded.png',
      'banners/slide.jpg',
      'banners/slide.w640.avif',
      'mail/invite.pdf',
    ]);
  });
});
