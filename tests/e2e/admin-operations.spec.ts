import { readFile } from 'node:fs/promises';

import type { Page } from '@playwright/test';
import Papa from 'papaparse';

import { addDays, todayInUlaanbaatar } from '../../lib/list-query/date-range';
import { STAFF } from '../fixtures/admin-session';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

const gridRows = (page: Page) => page.locator('table').first().locator('tbody tr');
const TRADE_HEADER =
  'seller_name,product_name,product_category,mass,min_price,price_currency,trade_datetime,own_url,url';

function csvFile(name: string, rows: string[]) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from([TRADE_HEADER, ...rows].join('\n')) };
}

test.describe('[ADMIN] operations as an admin', () => {
  test.use({ storageState: STAFF.admin.storageState });

  test('[ADMIN]: filters trades by date range and category, changes the page size, and a reload keeps the view', async ({
    page,
  }) => {
    await page.goto('/admin/trade');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Биржийн арилжаа');
    await expect(page.getByLabel('Ангилал')).toHaveValue('trade');
    await expect(page.getByLabel('Хуудсанд')).toHaveValue('20');
    await expect(gridRows(page)).toHaveCount(20);
    await expectNoSeriousA11yViolations(page);

    // Seeds 5: the filter needs both dates; the empty ones turn red.
    await page.getByRole('button', { name: 'Шүүх' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Эхлэх болон дуусах огноог оруулна уу.' })).toBeVisible();
    await expect(page.getByLabel('Эхлэх огноо')).toHaveAttribute('aria-invalid', 'true');

    const today = todayInUlaanbaatar();
    await page.getByLabel('Эхлэх огноо').fill(addDays(today, -2));
    await page.getByLabel('Дуусах огноо').fill(today);
    await page.getByRole('button', { name: 'Шүүх' }).click();
    await expect(page).toHaveURL(new RegExp(`startDate=${addDays(today, -2)}&endDate=${today}`));
    const total = Number((await page.getByTestId('grid-total').textContent())?.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(20);
    await expect(gridRows(page)).toHaveCount(total);

    await page.getByLabel('Ангилал').selectOption('notice');
    await expect(page).toHaveURL(/category=notice/);
    await expect(page.getByRole('columnheader', { name: 'Арилжааны дугаар' })).toBeVisible();
    await page.getByLabel('Хуудсанд').selectOption('50');
    await expect(page).toHaveURL(/limit=50/);
    await page.reload();
    await expect(page.getByLabel('Ангилал')).toHaveValue('notice');
    await expect(page.getByLabel('Хуудсанд')).toHaveValue('50');
    await expect(page.getByLabel('Эхлэх огноо')).toHaveValue(addDays(today, -2));
    await expect(page.getByRole('link', { name: 'CSV татах' })).toHaveAttribute(
      'href',
      /^\/api\/admin\/get\/notice\?.*format=csv/,
    );
  });

  test('[ADMIN]: imports a trade file: a bad row refuses the file, a good file shows on the public trade page', async ({
    page,
  }) => {
    const seller = `Импорт ${Date.now()} ХХК`;
    const good = `${seller},Угаасан нүүрс,Нүүрс,1000,420000,455000,${todayInUlaanbaatar()} 23:59,,https://mse.mn/mn/mining-exchange`;
    // The file is picked once the page is interactive, as a person does.
    await page.goto('/admin/trade', { waitUntil: 'networkidle' });

    await page
      .getByLabel('Файл (CSV эсвэл .xlsx, 5MB хүртэл)')
      .setInputFiles(csvFile('bad.csv', [good, `${seller},Зэс,,,abc,6,2026-05-14 11:00,,`]));
    await page.getByRole('button', { name: 'Оруулах' }).click();
    const report = page.getByTestId('import-report');
    await expect(report.getByRole('alert')).toHaveText(
      'Файлд алдаатай мөр байгаа тул юу ч хадгалагдсангүй. Алдааг засаад дахин оруулна уу.',
    );
    await expect(report.locator('tbody tr')).toHaveText([/^3min_priceТоо биш байна/]);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/mm/trade?tab=report');
    await expect(page.getByText(seller)).toHaveCount(0);

    await page.goto('/admin/trade', { waitUntil: 'networkidle' });
    await page.getByLabel('Файл (CSV эсвэл .xlsx, 5MB хүртэл)').setInputFiles(csvFile('good.csv', [good, good]));
    await page.getByRole('button', { name: 'Оруулах' }).click();
    await expect(page.getByText('1 мөр нэмэгдлээ, 1 давхардсан мөрийг алгаслаа (нийт 2).')).toBeVisible();
    await expect(page.getByTestId('import-report')).toHaveCount(0);

    for (const path of ['/mm/trade?tab=report', '/en/mm/trade?tab=report']) {
      await page.goto(path);
      await expect(page.getByRole('tabpanel').getByRole('cell', { name: seller, exact: true })).toBeVisible();
    }
  });

  test('[ADMIN]: downloads the import templates', async ({ page }) => {
    await page.goto('/admin/trade');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Арилжааны мэдээлэл — CSV загвар' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('trade-import-template.csv');
    expect((await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(TRADE_HEADER);

    await page.getByLabel('Өгөгдлийн төрөл').selectOption('notice');
    const xlsx = await page.request.get(
      (await page.getByRole('link', { name: 'Арилжааны хуваарь — Excel загвар' }).getAttribute('href')) ?? '',
    );
    expect(xlsx.status()).toBe(200);
    expect(xlsx.headers()['content-disposition']).toContain('notice-import-template.xlsx');
  });

  test('[ADMIN]: searches the request list on the server', async ({ page }) => {
    await page.goto('/admin/request-list');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ирсэн хүсэлтүүд');
    await expect(page.getByLabel('Хуудсанд')).toHaveValue('10');
    await expect(gridRows(page)).toHaveCount(10);
    await expect(gridRows(page).first().getByRole('listitem').first()).toHaveText(
      /Гишүүнээр элсэх|Кодекст нэгдэх|Уулзалтын цаг товлох/,
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Нэр, и-мэйл, утас, бизнесийн төрлөөр хайх').fill('НҮҮРС');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/search=/);
    await expect(gridRows(page)).toHaveCount(2);
    await expect(page.getByTestId('grid-total')).toHaveText('Нийт: 2');

    await page.getByLabel('Нэр, и-мэйл, утас, бизнесийн төрлөөр хайх').fill('байхгүй-100%');
    await page.getByRole('button', { name: 'Хайх', exact: true }).click();
    await expect(page.getByText('Хүсэлт хоосон байна')).toBeVisible();
    await page.getByRole('button', { name: 'Цэвэрлэх' }).click();
    await expect(gridRows(page)).toHaveCount(10);
  });

  test('[ADMIN]: creates, edits and deletes an account, and the audit log lists those writes', async ({ page }) => {
    const email = `staff-${Date.now()}@example.mn`;
    await page.goto('/admin/accounts?limit=30');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Админ хэрэглэгчид');
    await expect(page.getByRole('heading', { name: 'Хэрэглэгч нэмэх' })).toBeVisible();
    await expect(page.getByLabel(/^Эрхийн төрөл/)).toHaveValue('2');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(page.getByText('Хэрэглэгчийн нэрийг оруулна уу')).toBeVisible();
    await expect(page.getByText('Хэрэглэгчийн и-мэйл хаягийг оруулна уу')).toBeVisible();

    await page.getByLabel(/^Нэр/).fill('Тэмүүлэн');
    await expect(page.getByTestId('account-avatar')).toHaveText('Т');
    await page.getByLabel(/^И-мэйл/).fill(email);
    await page.getByLabel(/^Албан тушаал/).fill('Мэргэжилтэн');
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(page.getByText('Амжилттай шинэчлэгдлээ.')).toBeVisible();
    const row = gridRows(page).filter({ hasText: email });
    await expect(row).toContainText('Мэргэжилтэн');

    await row.getByRole('button', { name: `Засах: ${email}` }).click();
    await expect(page.getByRole('heading', { name: 'Хэрэглэгч засах' })).toBeVisible();
    await page.getByLabel(/^Албан тушаал/).fill('Ахлах мэргэжилтэн');
    await page.getByLabel(/^Эрхийн төрөл/).selectOption('1');
    await page.getByRole('button', { name: 'Засах', exact: true }).click();
    await expect(row).toContainText('Ахлах мэргэжилтэн');
    await expect(row).toContainText('Модератор');

    await row.getByRole('button', { name: `Устгах: ${email}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`"${email}" и-мэйл хаягтай хэрэглэгчийг устгах уу?`);
    await dialog.getByRole('button', { name: 'Устгах' }).click();
    await expect(row).toHaveCount(0);

    await page.goto('/admin/audit-log');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Үйлдлийн бүртгэл');
    const written = gridRows(page).filter({ hasText: email });
    await expect(written).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    // Actions read in Mongolian, in the grid and in the filter's choices; the address keeps the recorded name.
    await page.getByLabel('Үйлдэл').selectOption({ label: 'Админ хэрэглэгч: устгасан' });
    await page.getByRole('button', { name: 'Шүүх' }).click();
    await expect(page).toHaveURL(/action=account\.delete/);
    await expect(gridRows(page).first()).toContainText('Админ хэрэглэгч: устгасан');
    for (const cell of await gridRows(page).locator('td:nth-child(3)').all())
      await expect(cell).toHaveText('Админ хэрэглэгч: устгасан');
    await page.reload();
    await expect(page.getByLabel('Үйлдэл')).toHaveValue('account.delete');

    // Days the wrong way round get the screen's message, and the filter stays as it was.
    await page.getByLabel('Эхлэх огноо').fill('2026-12-31');
    await page.getByLabel('Дуусах огноо').fill('2026-01-01');
    await page.getByRole('button', { name: 'Шүүх' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Эхлэх огноо дуусах огнооноос хойш байж болохгүй.' }),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/startDate=/);
  });
});

test.describe('[ADMIN] exports as an admin', () => {
  test.use({ storageState: STAFF.admin.storageState });

  test('[ADMIN]: the audit log CSV writes what the grid shows: Ulaanbaatar time named, actions and records in Mongolian', async ({
    page,
  }) => {
    await page.goto('/admin/audit-log?limit=10');
    const rows = gridRows(page);
    await expect(rows.first()).toBeVisible();
    const shown = await Promise.all(
      (await rows.all()).map(async (row) => (await row.locator('td').allTextContents()).map((text) => text.trim())),
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'CSV татах' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('audit-log.csv');
    const { data } = Papa.parse<string[]>((await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    });
    const [header, ...written] = data;
    // The headings' own words, without the sort buttons' arrows.
    const headings = (await page.locator('table').first().locator('thead th').allTextContents()).map((text) =>
      text.replace(/[▲▼↕]/g, '').trim(),
    );
    expect(header).toEqual(headings);
    expect(written.slice(0, shown.length)).toEqual(shown);
    const first = written[0] ?? [];
    expect(first[0]).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}:\d{2}$/);
    // Staff words, never the recorded code (`news.create`).
    expect(first[2]).toMatch(/^[^.]+: .+$/);
    // The header names the time zone, and a record is named by its kind, never a bare id.
    expect(header?.[0]).toBe('Огноо (Улаанбаатар, UTC+8)');
    for (const row of written) expect(row[3] ?? '').not.toMatch(/^\d+$/);
  });
});

test.describe('[ADMIN] accounts as a moderator', () => {
  test.use({ storageState: STAFF.moderator.storageState });

  test('[ADMIN]: the moderator is refused at /admin/accounts, on the page and in the API', async ({ page }) => {
    const refusal = await page.goto('/admin/accounts');
    expect(refusal?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Хандах эрхгүй');
    await expect(
      page.getByRole('navigation', { name: 'Админ цэс' }).getByRole('link', { name: 'Админ хэрэглэгчид' }),
    ).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const response = await page.request.get('/api/get/admin-users?page=1&limit=10');
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ message: 'Танд энэ үйлдлийг хийх эрх байхгүй.' });
  });
});
