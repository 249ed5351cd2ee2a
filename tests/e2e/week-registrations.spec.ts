import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';

import { STAFF } from '../fixtures/admin-session';
import { E2E_DATA_DIR } from '../../playwright.config';
import { demoEdition } from '../fixtures/demo-edition';
import { readLatestMail, readOutboxMails } from '../fixtures/outbox';
import { expectAccessibleScreen } from '../fixtures/notices';
import { expect, test } from '../fixtures/test';

test.use({ storageState: STAFF.admin.storageState });

const DEMO = demoEdition();
const gridRows = (page: Page) => page.locator('table').first().locator('tbody tr');

async function download(page: Page, linkName: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: linkName }).click()]);

  return file.path();
}

async function searchByEmail(page: Page, email: string): Promise<void> {
  const search = page.getByRole('search', { name: 'Бүртгэл хайх' });
  await search.getByLabel('Хайх төрөл').selectOption('email');
  await search.getByLabel('Хайх утга').fill(email);
  await search.getByRole('button', { name: 'Хайх' }).click();
  await expect(page).toHaveURL(/searchCat=email&searchTerm=/);
}

test.describe('[ADMIN] conference registrations', () => {
  test('[ADMIN]: a visitor’s registration is mailed, found by its e-mail and in both downloads', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = `e2e-visitor-${Date.now()}@example.mn`;
    const visitor = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const publicPage = await visitor.newPage();
    await publicPage.goto('/mw/register');
    const form = publicPage.getByRole('form', { name: /Бүртгүүлэх/ });
    await form.getByLabel(/^Байгууллага/).fill('Тавантолгой Түлш ХХК');
    await form.getByLabel(/^Нэр/).fill('Тэмүүжин');
    await form.getByLabel(/^Овог/).fill('Ганбат');
    await form.getByLabel(/^Улс/).selectOption('MN');
    await form.getByLabel(/^И-мэйл/).fill(email);
    await form.getByLabel(/^Утас/).fill('99001122');
    const sentAt = Date.now();
    await form.getByRole('button', { name: 'Бүртгүүлэх' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Амжилттай бүртгэгдлээ. Баталгаажуулах захидлыг таны и-мэйл хаягаар илгээлээ.',
    );
    const mail = await readLatestMail(email, { since: sentAt });
    expect(mail.subject).toContain('бүртгэл баталгаажлаа');
    expect(mail.text).toContain('Сайн байна уу, Тэмүүжин Ганбат!');
    await visitor.close();

    await page.goto('/admin/week/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Бүртгэлүүд');
    await expect(page.getByLabel('Арга хэмжээ')).toHaveValue('3');
    await expect(page.getByLabel('Хуудсанд')).toHaveValue('50');
    await expectAccessibleScreen(page);

    // Seeds 5: a search needs both fields; the missing ones are named and outlined.
    const search = page.getByRole('search', { name: 'Бүртгэл хайх' });
    await search.getByRole('button', { name: 'Хайх' }).click();
    await expect(search.getByRole('alert')).toHaveText(['Хайх төрлөө сонгоно уу.', 'Хайх утгаа оруулна уу.']);
    await expect(search.getByLabel('Хайх төрөл')).toHaveAttribute('aria-invalid', 'true');
    await expect(search.getByLabel('Хайх утга')).toHaveAttribute('aria-invalid', 'true');

    // Case does not matter.
    await searchByEmail(page, email.toUpperCase());
    await expect(page.getByTestId('grid-total')).toHaveText('Нийт: 1');
    await expect(gridRows(page)).toHaveCount(1);
    for (const text of ['Тэмүүжин', 'Ганбат', 'Тавантолгой Түлш ХХК', 'Монгол', email, '99001122'])
      await expect(gridRows(page)).toContainText(text);
    await page.reload();
    await expect(page.getByRole('search', { name: 'Бүртгэл хайх' }).getByLabel('Хайх утга')).toHaveValue(
      email.toUpperCase(),
    );
    await expect(gridRows(page)).toHaveCount(1);

    const csv = await readFile(await download(page, 'CSV татах'), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Нэр,Овог,Байгууллага,Улс,И-мэйл,Утас,Бүртгүүлсэн огноо');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Тэмүүжин,Ганбат,Тавантолгой Түлш ХХК,Монгол,${email},99001122,`);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download(page, 'Excel татах'));
    const row = workbook.getWorksheet(String(DEMO.year))?.getRow(2);
    expect(row?.getCell(5).value).toBe(email);
    expect(row?.getCell(7).value).toBeInstanceOf(Date);
    await expectAccessibleScreen(page);

    await search.getByRole('button', { name: 'Цэвэрлэх' }).click();
    await expect(page).not.toHaveURL(/searchCat|searchTerm/);
    await expect(search.getByLabel('Хайх утга')).toHaveValue('');
    await expect(search.getByLabel('Хайх төрөл')).toHaveValue('');
    // The 36 demo registrations of the current edition and this one, at least.
    await expect
      .poll(async () => Number((await page.getByTestId('grid-total').textContent())?.replace(/\D/g, '')))
      .toBeGreaterThanOrEqual(37);
  });

  test('[ADMIN]: the edition, page size and page live in the URL', async ({ page }) => {
    // The 2024 edition's eight demo registrations: no other journey registers for it.
    await page.goto('/admin/week/register?event=2');
    await expect(page.getByLabel('Арга хэмжээ')).toHaveValue('2');
    await expect(page.getByTestId('grid-total')).toHaveText('Нийт: 8');
    await expect(page.getByText('Нийт хуудас: 1')).toBeVisible();
    await expect(gridRows(page)).toHaveCount(8);
    const pager = page.getByRole('navigation', { name: 'Хуудаслалт' });
    await expect(pager.getByRole('button', { name: 'Хуудас 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Өмнөх' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Дараах' })).toBeDisabled();

    await page.getByLabel('Хуудсанд').selectOption('100');
    await expect(page).toHaveURL(/event=2&limit=100$/);
    await page.reload();
    await expect(page.getByLabel('Хуудсанд')).toHaveValue('100');
    await expect(gridRows(page)).toHaveCount(8);

    // A page past the end is empty, and the pager leads back.
    await page.goto('/admin/week/register?event=2&limit=100&page=2');
    await expect(gridRows(page)).toHaveText(['Жагсаалт хоосон байна']);
    await pager.getByRole('button', { name: 'Өмнөх' }).click();
    await expect(page).toHaveURL(/page=1/);
    await expect(gridRows(page)).toHaveCount(8);

    // Another edition starts again on page 1.
    await page.getByLabel('Арга хэмжээ').selectOption('3');
    await expect(page).toHaveURL(/event=3&limit=100$/);
    await expect(page.getByLabel('Арга хэмжээ')).toHaveValue('3');
  });

  test('[ADMIN]: staff register someone for the current edition on the new-registration page', async ({ page }) => {
    const email = `e2e-staff-${Date.now()}@example.mn`;
    await page.goto('/admin/week/new-register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Шинэ бүртгэл');
    await expect(gridRows(page).first()).toBeVisible();
    await expectAccessibleScreen(page);

    await page.getByRole('button', { name: 'Шинээр бүртгэх' }).click();
    await expect(page.getByRole('button', { name: 'Шинээр бүртгэх' })).toHaveAttribute('aria-pressed', 'true');
    const form = page.getByRole('form', { name: `Шинэ бүртгэл: ${DEMO.name}` });
    await expect(form.getByRole('heading', { level: 2 })).toBeFocused();
    await form.getByRole('button', { name: 'Бүртгэх' }).click();
    for (const label of ['Байгууллага', 'Нэр', 'Овог', 'Улс', 'И-мэйл', 'Утас']) {
      await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    }
    await expectAccessibleScreen(page);

    const country = form.getByLabel('Улс', { exact: true });
    // Seeds 5: Mongolia on top of the picker, after the prompt, named in Mongolian.
    await expect(country.locator('option').nth(1)).toHaveText('Монгол');
    await form.getByLabel('Байгууллага', { exact: true }).fill('Эрдэнэс Тест ХХК');
    await form.getByLabel('Нэр', { exact: true }).fill('Нарангэрэл');
    await form.getByLabel('Овог', { exact: true }).fill('Батсүх');
    await country.selectOption('MN');
    await form.getByLabel('И-мэйл', { exact: true }).fill('narangerel@');
    await form.getByLabel('Утас', { exact: true }).fill('88112233');
    await form.getByRole('button', { name: 'Бүртгэх' }).click();
    await expect(form.getByText('И-мэйл хаяг буруу байна.')).toBeVisible();
    await expect(form.getByLabel('Байгууллага', { exact: true })).toHaveValue('Эрдэнэс Тест ХХК');

    await form.getByLabel('И-мэйл', { exact: true }).fill(email);
    const sentAt = Date.now();
    await form.getByRole('button', { name: 'Бүртгэх' }).click();
    await expect(page.getByText('Амжилттай нэмэгдлээ.', { exact: true }).first()).toBeVisible();
    await expect(form.getByLabel('Байгууллага', { exact: true })).toHaveValue('');
    const mail = await readLatestMail(email, { since: sentAt });
    expect(mail.text).toContain('Сайн байна уу, Нарангэрэл Батсүх!');

    // The same address again, in capitals: refused with the reason at the field, nothing stored, nothing mailed.
    const alreadyRegistered = 'Энэ и-мэйл хаягаар энэ арга хэмжээнд бүртгэл аль хэдийн байна.';
    await form.getByLabel('Байгууллага', { exact: true }).fill('Өөр ХХК');
    await form.getByLabel('Нэр', { exact: true }).fill('Нарангэрэл');
    await form.getByLabel('Овог', { exact: true }).fill('Батсүх');
    await country.selectOption('MN');
    await form.getByLabel('И-мэйл', { exact: true }).fill(email.toUpperCase());
    await form.getByLabel('Утас', { exact: true }).fill('88112233');
    await form.getByRole('button', { name: 'Бүртгэх' }).click();
    await expect(page.getByText(`Алдаа гарлаа: ${alreadyRegistered}`).first()).toBeVisible();
    await expect(form.getByText(alreadyRegistered, { exact: true })).toBeVisible();
    await expect(form.getByLabel('И-мэйл', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Байгууллага', { exact: true })).toHaveValue('Өөр ХХК');
    const mailsTo = (await readOutboxMails(path.join(E2E_DATA_DIR, 'outbox'))).filter((each) =>
      each.to.toLowerCase().includes(email),
    );
    expect(mailsTo).toHaveLength(1);

    await form.getByRole('button', { name: 'Буцах' }).click();
    await expect(page.getByRole('button', { name: 'Жагсаалт' })).toBeFocused();
    await searchByEmail(page, email);
    await expect(gridRows(page)).toHaveCount(1);
    await expect(gridRows(page)).toContainText('Эрдэнэс Тест ХХК');
    await expect(page.getByRole('link', { name: 'CSV татах' })).toHaveAttribute(
      'href',
      /^\/api\/mw\/get\/new-registration\?event=3&searchCat=email&.*format=csv$/,
    );
  });
});
