import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { meetingUsers } from '@/db/schema';
import { parseCsv } from '@/lib/import/parse-csv';
import { readImportFile } from '@/lib/import/read-file';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { templateCsv, templateXlsx } from './import-template';
import { checkMeetingUserTable, importMeetingUserTable } from './user-import-writes';
import { IMPORT_MAX_ROWS } from './schema';

prepareTestDatabase();

const HEADER = 'name,name_en,email,phone_number,user_type';
const csv = (...rows: string[]) => parseCsv([HEADER, ...rows].join('\n'), { maxRows: IMPORT_MAX_ROWS });
const E = 'admin.yellowMeetings.errors';

beforeAll(async () => {
  await db.insert(meetingUsers).values({
    name: 'Хуучин нэр',
    nameEn: 'Old name',
    email: 'Registered@Example.com',
    userType: 'Attendee',
    userToken: 'kept-page-token',
    calendarToken: 'kept-feed-token',
  });
});

describe('checkMeetingUserTable', () => {
  it('refuses a file without the five columns, without rows, or with too many', () => {
    expect(checkMeetingUserTable(parseCsv('name,email\nА,a@example.com', { maxRows: IMPORT_MAX_ROWS }))).toEqual({
      ok: false,
      problem: 'missingColumns',
    });
    expect(checkMeetingUserTable(csv())).toEqual({ ok: false, problem: 'noRows' });
    expect(
      checkMeetingUserTable(
        csv(...Array.from({ length: 5001 }, (_, index) => `Н${index},N${index},p${index}@example.com,,Attendee`)),
      ),
    ).toEqual({
      ok: false,
      problem: 'tooManyRows',
    });
  });

  it("checks each row with the form's schema: one reason per column, types in any case, a repeated e-mail refused", () => {
    const checked = checkMeetingUserTable(
      csv(
        'Эрдэнэс ХХК,Erdenes LLC,info@erdenes.mn,7011,exhibitor',
        ',,not-an-address,,Guest',
        'Б.Сараа,B.Saraa,INFO@erdenes.mn,,Attendee',
      ),
    );

    expect(checked).toEqual({
      ok: true,
      accepted: [
        {
          name: 'Эрдэнэс ХХК',
          name_en: 'Erdenes LLC',
          email: 'info@erdenes.mn',
          phone_number: '7011',
          user_type: 'Exhibitor',
        },
      ],
      rejected: [
        { row: 3, column: 'name', reason: `${E}.nameRequired` },
        { row: 3, column: 'name_en', reason: `${E}.nameEnRequired` },
        { row: 3, column: 'email', reason: `${E}.emailInvalid` },
        { row: 3, column: 'user_type', reason: `${E}.typeRequired` },
        { row: 4, column: 'email', reason: 'admin.yellowMeetings.import.reasons.repeatedEmail' },
      ],
    });
  });
});

describe('the import templates', () => {
  it('are files the import takes as they are, in CSV and in Excel', async () => {
    for (const file of [new TextEncoder().encode(templateCsv()), await templateXlsx()]) {
      const read = await readImportFile(file, { maxRows: IMPORT_MAX_ROWS });
      const checked = read.ok ? checkMeetingUserTable(read.table) : null;
      expect(checked).toMatchObject({ ok: true, rejected: [] });
      expect(checked?.ok ? checked.accepted.map((row) => row.user_type) : []).toEqual(['Exhibitor', 'Attendee']);
    }
  });
});

describe('importMeetingUserTable', () => {
  it('adds new people, updates a registered e-mail whatever its case (keeping its tokens), and reports the bad rows', async () => {
    const outcome = await importMeetingUserTable(
      csv(
        'Шинэ ХХК,New LLC,new@example.com,,Sponsor',
        'Шинэчилсэн нэр,Updated name,registered@example.com,9911,Exhibitor',
        'Нэргүй,,x@example.com,,Attendee',
      ),
    );

    expect(outcome).toEqual({
      ok: true,
      report: { added: 1, updated: 1, rejected: [{ row: 4, column: 'name_en', reason: `${E}.nameEnRequired` }] },
    });
    const stored = await db
      .select({
        email: meetingUsers.email,
        nameEn: meetingUsers.nameEn,
        type: meetingUsers.userType,
        phone: meetingUsers.phoneNumber,
        token: meetingUsers.userToken,
        feed: meetingUsers.calendarToken,
      })
      .from(meetingUsers)
      .orderBy(asc(meetingUsers.id));
    expect(stored).toMatchObject([
      {
        email: 'Registered@Example.com',
        nameEn: 'Updated name',
        type: 'Exhibitor',
        phone: '9911',
        token: 'kept-page-token',
        feed: 'kept-feed-token',
      },
      { email: 'new@example.com', nameEn: 'New LLC', type: 'Sponsor' },
    ]);
    // A new person gets two different unguessable tokens.
    const [, added] = stored;
    expect(added?.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(added?.feed).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(added?.feed).not.toBe(added?.token);
  });

  it('imports the same file again as updates only, never a second person with one e-mail', async () => {
    const outcome = await importMeetingUserTable(csv('Шинэ ХХК,New LLC,NEW@example.com,,Sponsor'));

    expect(outcome).toEqual({ ok: true, report: { added: 0, updated: 1, rejected: [] } });
    expect(await db.$count(meetingUsers)).toBe(2);
  });
});
