import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { adminAccounts, auditLog, notices, trades } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { zipBombWorkbook } from '@/tests/fixtures/zip-bomb';
import { signInAs } from '@/tests/fixtures/signed-in';

import { GET as getNotices } from '../../get/notice/route';
import { GET as getTrades } from '../../get/trade/route';
import { POST as importFile } from './route';
import { GET as getTemplate } from './template/route';

prepareTestDatabase();

const HEADER = 'seller_name,product_name,min_price,price_currency,trade_datetime,url';
const GOOD = ['Алтан ХХК,Нүүрс,1000,1200,2026-05-14 10:30,https://mse.mn/1', 'Б ХХК,Зэс,5,6,2026-05-14 11:00,'];
const accounts = { admin: 0, user: 0 };

const post = (body: BodyInit, kind = 'trade') =>
  importFile(
    new Request(`http://localhost/api/admin/import/trade?kind=${kind}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body,
    }),
  );
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');
const tradeCount = async () => (await db.select({ total: count() }).from(trades))[0]?.total;

beforeAll(async () => {
  const rows = await db
    .insert(adminAccounts)
    .values([
      { email: 'admin@example.com', firstName: 'Админ', accountRole: 2 },
      { email: 'user@example.com', firstName: 'Хэрэглэгч', accountRole: 3 },
    ])
    .returning({ id: adminAccounts.id });
  accounts.admin = rows[0]?.id ?? 0;
  accounts.user = rows[1]?.id ?? 0;
});

describe('POST /api/admin/import/trade', () => {
  it('answers 401 to a visitor and 403 to a read-only account, storing nothing', async () => {
    signInAs(null);
    expect((await post(csv(...GOOD))).status).toBe(401);
    signInAs({ kind: 'admin', id: accounts.user });
    expect((await post(csv(...GOOD))).status).toBe(403);
    expect(await tradeCount()).toBe(0);
  });

  it('refuses a file with a bad row as a whole, listing every bad row with its reason in Mongolian', async () => {
    signInAs({ kind: 'admin', id: accounts.admin });
    const response = await post(csv(GOOD[0] ?? '', 'В ХХК,Зэс,abc,6,2026-05-14 11:00,', ',Төмөр,5,6,14/05/2026,'));

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Файлд алдаатай мөр байгаа тул юу ч хадгалагдсангүй. Алдааг засаад дахин оруулна уу.',
      rejected: [
        { row: 3, column: 'min_price', reason: 'Тоо биш байна (жишээ нь: 1250000 эсвэл 1250000.50).' },
        { row: 4, column: 'seller_name', reason: 'Заавал бөглөх талбар хоосон байна.' },
        { row: 4, column: 'trade_datetime', reason: 'Огноо, цагийн формат буруу байна (жишээ нь: 2026-05-14 10:30).' },
      ],
    });
    expect(await tradeCount()).toBe(0);
  });

  it('stores a good file, skips the rows already stored on the next import, and records the import', async () => {
    signInAs({ kind: 'admin', id: accounts.admin });
    const first = await post(csv(...GOOD));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ inserted: 2, skipped: 0, total: 2 });

    const again = await post(csv(...GOOD, 'Г ХХК,Нүүрс,7,8,2026-05-15,'));
    expect(await again.json()).toEqual({ inserted: 1, skipped: 2, total: 3 });
    expect(await tradeCount()).toBe(3);
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, 'trade.import'));
    expect(entries.map((entry) => entry.target)).toEqual(['2/2', '1/3']);
  });

  it('imports notices from an Excel template and refuses other files with 415 and too large ones with 413', async () => {
    signInAs({ kind: 'admin', id: accounts.admin });
    const template = await (await getTemplate(new Request('http://localhost/x?kind=notice&format=xlsx'))).arrayBuffer();
    expect(await (await post(template, 'notice')).json()).toEqual({ inserted: 1, skipped: 0, total: 1 });
    expect(await db.select({ orderNum: notices.orderNum }).from(notices)).toEqual([{ orderNum: 'MSE-2026-0514-01' }]);

    expect((await post(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 1, 2]))).status).toBe(415);
    const tooLarge = await post(new Uint8Array(5 * 1024 * 1024 + 1));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: 'Файл хэтэрхий том байна. 5MB-с бага файлыг сонгоно уу.' });
    const missing = await post('seller_name\nА\n');
    expect(await missing.json()).toEqual({
      message: 'Файлд шаардлагатай багана дутуу байна: product_name, min_price, price_currency, trade_datetime',
    });
  });

  it('refuses a workbook that unpacks to gigabytes with 413 and its message, storing nothing', async () => {
    signInAs({ kind: 'admin', id: accounts.admin });
    const before = await tradeCount();
    const response = await post(zipBombWorkbook());

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message:
        'Excel файл задлахад хэтэрхий том болж байна (64MB-аас их эсвэл 200-аас олон хэсэгтэй). Хэрэгтэй мөрүүдээ шинэ файлд хуулж оруулна уу.',
    });
    expect(await tradeCount()).toBe(before);
  });
});

describe('GET /api/admin/get/trade and /notice', () => {
  it('answer 401 to a visitor', async () => {
    signInAs(null);
    expect((await getTrades(new Request('http://localhost/api/admin/get/trade'))).status).toBe(401);
    expect((await getNotices(new Request('http://localhost/api/admin/get/notice'))).status).toBe(401);
  });

  it('answer a page with the seeds keys, filtered only when both dates are set, and the filter as CSV', async () => {
    signInAs({ kind: 'admin', id: accounts.user });
    const all = await (
      await getTrades(new Request('http://localhost/api/admin/get/trade?limit=20&startDate=2026-05-15'))
    ).json();
    expect(Object.keys(all)).toEqual(['result', 'totalPages', 'total']);
    expect(all).toMatchObject({ total: 3, totalPages: 1 });

    const oneDay = await (
      await getTrades(new Request('http://localhost/api/admin/get/trade?startDate=2026-05-14&endDate=2026-05-14'))
    ).json();
    expect(oneDay.result.map((row: { seller_name: string }) => row.seller_name)).toEqual(['Б ХХК', 'Алтан ХХК']);

    const exported = await getTrades(
      new Request('http://localhost/api/admin/get/trade?startDate=2026-05-14&endDate=2026-05-14&format=csv'),
    );
    expect(exported.headers.get('Content-Type')).toContain('text/csv');
    const lines = (await exported.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(3);
    // Written as the grid shows it: Ulaanbaatar time in the back-office's format, numbers as numbers.
    expect(lines).toEqual([
      'Худалдагч,Бүтээгдэхүүн,Доод үнэ,Хэлцлийн үнэ,Арилжааны огноо,Холбоос',
      'Б ХХК,Зэс,5,6,2026.05.14 11:00,',
      'Алтан ХХК,Нүүрс,1000,1200,2026.05.14 10:30,https://mse.mn/1',
    ]);

    const schedule = await (await getNotices(new Request('http://localhost/api/admin/get/notice'))).json();
    expect(schedule).toMatchObject({ total: 1, result: [{ order_num: 'MSE-2026-0514-01' }] });
    const scheduleCsv = await (
      await getNotices(new Request('http://localhost/api/admin/get/notice?format=csv'))
    ).text();
    expect(
      scheduleCsv
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toEqual([
      'Худалдагч,Арилжааны дугаар,Төрөл,Огноо,Тоо хэмжээ,Валют,Лотын хэмжээ,Холбоос',
      'Тэнгэр Майнинг ХХК,MSE-2026-0514-01,Дуудлага худалдаа,2026.05.20 11:00,10,MNT,5000,https://mse.mn/mn/mining-exchange',
    ]);
  });
});
