import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { meetingUsers } from '@/db/schema';
import { auditEntries } from '@/tests/fixtures/admin-action-context';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts, type StaffIds } from '@/tests/fixtures/staff-accounts';
import { zipBombWorkbook } from '@/tests/fixtures/zip-bomb';
import { signInAs } from '@/tests/fixtures/signed-in';

import { POST } from './route';

prepareTestDatabase();

let staff: StaffIds = { adminId: 0, moderatorId: 0, userId: 0 };
const HEADER = 'name,name_en,email,phone_number,user_type';

beforeAll(async () => {
  staff = await createStaffAccounts();
});

/** A multipart request as a browser's form sends it, the file in `file`. */
function upload(content: BlobPart, fileName = 'users.csv'): Request {
  const form = new FormData();
  form.set('file', new File([content], fileName));

  return new Request('http://localhost/api/yellow-page/upload/meeting-users', { method: 'POST', body: form });
}

describe('POST /api/yellow-page/upload/meeting-users', () => {
  it('answers 401 to a visitor and 403 to a read-only account, storing nothing', async () => {
    signInAs(null);
    expect((await POST(upload(`${HEADER}\nА,A,a@example.com,,Attendee`))).status).toBe(401);
    signInAs({ kind: 'admin', id: staff.userId });
    expect((await POST(upload(`${HEADER}\nА,A,a@example.com,,Attendee`))).status).toBe(403);
    expect(await db.$count(meetingUsers)).toBe(0);
  });

  it('imports the good rows and reports the bad one with its row number and reason in Mongolian', async () => {
    signInAs({ kind: 'admin', id: staff.moderatorId });
    const response = await POST(
      upload(
        `${HEADER}\nЭрдэнэс ХХК,Erdenes LLC,erdenes@example.com,7011,Exhibitor\n,Nameless,nameless@example.com,,Sponsor\nБ.Сараа,B.Saraa,saraa@example.com,,attendee`,
      ),
    );

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: '2 хэрэглэгч нэмэгдэж, 0 хэрэглэгчийн мэдээлэл шинэчлэгдлээ.',
      added: 2,
      updated: 0,
      rejected: [{ row: 3, column: 'name', reason: 'Нэр оруулна уу' }],
    });
    expect(await auditEntries('meeting-user.import')).toEqual([
      { action: 'meeting-user.import', target: 'added 2, updated 0, rejected rows 1', email: 'moderator@example.com' },
    ]);
  });

  it('reads an Excel file by its content and updates the e-mails already registered', async () => {
    signInAs({ kind: 'admin', id: staff.moderatorId });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('users');
    sheet.addRow(HEADER.split(','));
    sheet.addRow(['Сараа Б.', 'Saraa B.', 'SARAA@example.com', 99112233, 'Sponsor']);
    const response = await POST(upload(new Uint8Array(await workbook.xlsx.writeBuffer()), 'anything.bin'));

    expect(await response.json()).toMatchObject({ added: 0, updated: 1, rejected: [] });
    expect(await db.$count(meetingUsers)).toBe(2);
  });

  it("refuses no file with 'Файл сонгоно уу!', other columns with 400 and another kind of file with 415", async () => {
    signInAs({ kind: 'admin', id: staff.moderatorId });
    const empty = await POST(
      new Request('http://localhost/api/yellow-page/upload/meeting-users', { method: 'POST', body: new FormData() }),
    );
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: 'Файл сонгоно уу!' });

    const columns = await POST(upload('name,email\nА,a@example.com'));
    expect(columns.status).toBe(400);
    expect(await columns.json()).toEqual({
      message: 'Файлын эхний мөрөнд name, name_en, email, phone_number, user_type баганууд байх ёстой.',
    });

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    expect((await POST(upload(png, 'users.csv'))).status).toBe(415);
  });

  it('refuses a file over 5 MB with 413', async () => {
    signInAs({ kind: 'admin', id: staff.moderatorId });
    const response = await POST(upload(`${HEADER}\n${'x'.repeat(5 * 1024 * 1024)}`));
    expect(response.status).toBe(413);
  });

  it('refuses a workbook that unpacks to gigabytes with 413 and its message', async () => {
    signInAs({ kind: 'admin', id: staff.moderatorId });
    const response = await POST(upload(zipBombWorkbook(), 'users.xlsx'));

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message:
        'Excel файл задлахад хэтэрхий том болж байна (64MB-аас их эсвэл 200-аас олон хэсэгтэй). Хэрэгтэй мөрүүдээ шинэ файлд хуулж оруулна уу.',
    });
  });
});
