import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { and, count, countDistinct, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Generated files go to DATA_DIR/uploads, read when lib/env is first imported: set it before any import of it.
const dataDir = mkdtempSync(path.join(tmpdir(), 'seed-test-'));
process.env.DATA_DIR = dataDir;

// Renamed: the fixture is not a React hook, but its use- name trips the hooks lint rule.
const { useTestDatabase: setUpTestDatabase } = await import('@/tests/fixtures/database');
const { db } = await import('@/db');
const schema = await import('@/db/schema');
const { storage } = await import('@/lib/storage');
const { seedDemoData } = await import('./index');
const { IMAGE_USE_WIDTHS, VARIANT_FORMATS } = await import('@/lib/storage/image-widths');
const { variantKey } = await import('@/lib/storage/variant-keys');

setUpTestDatabase();

const COUNTED_TABLES = {
  categories: schema.categories,
  staticPages: schema.staticPages,
  news: schema.news,
  banners: schema.banners,
  socialLinks: schema.socialLinks,
  trades: schema.trades,
  notices: schema.notices,
  adminAccounts: schema.adminAccounts,
  memberCompanies: schema.memberCompanies,
  officeRequests: schema.officeRequests,
  aboutPeople: schema.aboutPeople,
  logos: schema.logos,
  memberLogos: schema.memberLogos,
  documents: schema.documents,
  minerals: schema.minerals,
  videos: schema.videos,
  sustainableMiningItems: schema.sustainableMiningItems,
  reports: schema.reports,
  assessmentSections: schema.assessmentSections,
  assessmentQuestions: schema.assessmentQuestions,
};

async function tableCounts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(COUNTED_TABLES).map(async ([name, table]) => [name, await db.$count(table)] as const),
  );

  return Object.fromEntries(entries);
}

const DAY_MS = 86_400_000;
let firstCounts: Record<string, number> = {};
let firstSeedMs = 0;

beforeAll(async () => {
  const startedAt = Date.now();
  await seedDemoData();
  firstSeedMs = Date.now() - startedAt;
  firstCounts = await tableCounts();
}, 120_000);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('seedDemoData', () => {
  it('gives the same rows when run again', async () => {
    await seedDemoData();
    expect(await tableCounts()).toEqual(firstCounts);
    console.info(`first seed ${firstSeedMs} ms`, firstCounts);
  });

  it('creates the fixed categories and static pages', async () => {
    const rows = await db.select({ cid: schema.categories.cid }).from(schema.categories);
    const cids = rows.map((row) => row.cid);
    expect(cids).toEqual(expect.arrayContaining([7, 8, 9, 10, 13, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26]));
    expect(
      await db.$count(schema.staticPages, inArray(schema.staticPages.categoryCid, [20, 21, 22, 23, 24, 25, 26])),
    ).toBe(7);
  });

  it('has at least 40 active news over at least 6 months, with events, regional and national meetings', async () => {
    const active = eq(schema.news.newsStatus, true);
    const [summary] = await db
      .select({ total: count(), months: countDistinct(sql`to_char(${schema.news.createdAt}, 'YYYY-MM')`) })
      .from(schema.news)
      .where(active);
    expect(summary?.total).toBeGreaterThanOrEqual(40);
    expect(summary?.months).toBeGreaterThanOrEqual(6);
    for (const cid of [13, 17, 18]) {
      expect(await db.$count(schema.news, and(active, eq(schema.news.categoryCid, cid)))).toBeGreaterThanOrEqual(3);
    }
    const [newest] = await db
      .select({ createdAt: schema.news.createdAt })
      .from(schema.news)
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(Date.now() - (newest?.createdAt.getTime() ?? 0)).toBeLessThan(3 * DAY_MS);
  });

  it('has trades of the last 30 days and announced auctions', async () => {
    const now = new Date();
    const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
    const recentTrades = and(gte(schema.trades.tradeDatetime, monthAgo), lte(schema.trades.tradeDatetime, now));
    expect(await db.$count(schema.trades, recentTrades)).toBeGreaterThanOrEqual(60);
    expect(await db.$count(schema.notices)).toBeGreaterThanOrEqual(30);
    expect(await db.$count(schema.notices, gte(schema.notices.sellDatetime, now))).toBeGreaterThan(0);
  });

  it('creates the demo accounts', async () => {
    const accounts = await db
      .select({
        email: schema.adminAccounts.email,
        role: schema.adminAccounts.accountRole,
        firstName: schema.adminAccounts.firstName,
      })
      .from(schema.adminAccounts);
    expect(accounts).toEqual(
      expect.arrayContaining([
        { email: 'admin@example.com', role: 2, firstName: 'Болормаа' },
        { email: 'moderator@example.com', role: 1, firstName: 'Тэмүүлэн' },
      ]),
    );
    const [member] = await db
      .select({ name: schema.memberCompanies.name })
      .from(schema.memberCompanies)
      .where(eq(schema.memberCompanies.email, 'member@example.com'));
    expect(member?.name).toBe('Demo Mining LLC');
  });

  it('has the assessment codex: 5 sections, 29 requirements with sub-questions', async () => {
    expect(await db.$count(schema.assessmentSections)).toBe(5);
    expect(await db.$count(schema.assessmentQuestions, isNull(schema.assessmentQuestions.pid))).toBe(29);
    expect(await db.$count(schema.assessmentQuestions)).toBeGreaterThan(29 + 2 * 29 - 1);
  });

  it('has exactly seven office staff and people of every about category', async () => {
    expect(await db.$count(schema.aboutPeople, eq(schema.aboutPeople.aboutCategory, 'Office'))).toBe(7);
    const categories = await db.selectDistinct({ value: schema.aboutPeople.aboutCategory }).from(schema.aboutPeople);
    expect(categories.map((row) => row.value).sort()).toEqual(['Association', 'Auditor', 'Office', 'President']);
  });

  it('writes every referenced file, with content of the right type', async () => {
    const [newsRows, reportRows, videoRows, documentRows] = await Promise.all([
      db.select({ key: schema.news.image }).from(schema.news),
      db.select({ image: schema.reports.image, pdf: schema.reports.pdf }).from(schema.reports),
      db.select({ key: schema.videos.video }).from(schema.videos),
      db.select({ key: schema.documents.pdf }).from(schema.documents),
    ]);
    const expectations: Array<[string, string]> = [
      ...newsRows.map((row): [string, string] => [row.key, 'jpg']),
      ...reportRows.flatMap((row): Array<[string, string]> => [
        [row.image, 'jpg'],
        [row.pdf, 'pdf'],
      ]),
      ...videoRows.map((row): [string, string] => [row.key, 'mp4']),
      ...documentRows.map((row): [string, string] => [row.key, 'pdf']),
    ];
    for (const [key, extension] of expectations) {
      const stream = await storage.open(key);
      expect(stream, key).not.toBeNull();
      if (!stream) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk));
      expect((await fileTypeFromBuffer(Buffer.concat(chunks)))?.ext, key).toBe(extension);
    }
  });

  it('writes the resized copies the public pages ask for', async () => {
    const [bannerRows, newsRows] = await Promise.all([
      db.select({ key: schema.banners.image }).from(schema.banners),
      db.select({ key: schema.news.image }).from(schema.news).limit(3),
    ]);
    const uses = [
      ...bannerRows.map((row) => ({ key: row.key, use: 'banner' as const })),
      ...newsRows.map((row) => ({ key: row.key, use: 'cover' as const })),
    ];
    for (const { key, use } of uses) {
      for (const width of IMAGE_USE_WIDTHS[use]) {
        for (const format of VARIANT_FORMATS)
          expect(await storage.stat(variantKey(key, width, format)), `${key} ${width} ${format}`).not.toBeNull();
      }
    }
  });

  it('leaves the id sequences past the demo rows', async () => {
    const [created] = await db
      .insert(schema.news)
      .values({ image: 'news/new.jpg', title: 'Шинэ мэдээ', categoryCid: 8 })
      .returning({ id: schema.news.id });
    expect(created?.id).toBeGreaterThan(48);
  });

  it('leaves the meeting sequences past the demo rows, so staff and attendees can add to them', async () => {
    const [user] = await db
      .insert(schema.meetingUsers)
      .values({
        name: 'Шинэ оролцогч',
        nameEn: 'New attendee',
        email: 'new-attendee@example.com',
        userToken: 'new-user-token',
        calendarToken: 'new-feed-token',
      })
      .returning({ id: schema.meetingUsers.id });
    const [room] = await db
      .insert(schema.meetingRooms)
      .values({ roomNumber: 'Шинэ танхим', capacity: 8 })
      .returning({ id: schema.meetingRooms.id });
    const [time] = await db
      .insert(schema.meetingTimes)
      .values({ meetingDate: '2099-01-05', meetingTime: '09:00' })
      .returning({ id: schema.meetingTimes.id });
    const [sender] = await db.select({ id: schema.meetingUsers.id }).from(schema.meetingUsers).limit(1);
    const [meeting] = await db
      .insert(schema.meetings)
      .values({ senderId: sender?.id ?? 0, receiverId: user?.id ?? 0, roomId: room?.id ?? 0, timeId: time?.id ?? 0 })
      .returning({ id: schema.meetings.id });
    expect(meeting?.id).toBeGreaterThan(0);
  });
});
