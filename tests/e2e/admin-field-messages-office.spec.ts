import type { Locator, Page } from '@playwright/test';

import { STAFF } from '../fixtures/admin-session';
import { expectNotice } from '../fixtures/notices';
import { expect, test } from '../fixtures/test';

test.use({ storageState: STAFF.admin.storageState });

/** A valid 1×1 PNG: the upload route checks the content, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const EMAIL_TAKEN = 'Бүртгэлтэй и-мэйл хаяг байна.';
/** One character more than the account schema allows a position, in the browser and on the server alike. */
const TOO_LONG_POSITION = 'Я'.repeat(201);

/** The field is marked invalid, names `message` as its description, and has the focus a failed submit gives it. */
async function expectMessageUnder(page: Page, field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  expect(describedBy).not.toBe('');
  const description = page.locator(
    describedBy
      .split(' ')
      .map((id) => `[id="${id}"]`)
      .join(', '),
  );
  await expect(description).toContainText(message);
  await expect(description).toBeVisible();
  await expect(field).toBeFocused();
}

test.describe('[ADMIN] the association office forms show each refusal under its field', () => {
  test('[ADMIN]: an account with a too long position, then an e-mail another account has: each message under its field, what was typed kept', async ({
    page,
  }) => {
    await page.goto('/admin/accounts');
    await expect(page.getByRole('heading', { name: 'Хэрэглэгч нэмэх' })).toBeVisible();

    await page.getByLabel(/^Нэр/).fill('Давхар');
    await page.getByLabel(/^И-мэйл/).fill(STAFF.moderator.email);
    // An optional field is checked too, and says so under itself rather than leaving the button looking dead.
    await page.getByLabel(/^Албан тушаал/).fill(TOO_LONG_POSITION);
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expectMessageUnder(page, page.getByLabel(/^Албан тушаал/), 'Утга хэт урт байна.');

    // Now the browser's checks accept it: only the server knows the address is taken.
    await page.getByLabel(/^Албан тушаал/).fill('Нягтлан');
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();

    await expectNotice(page, EMAIL_TAKEN);
    await expectMessageUnder(page, page.getByLabel(/^И-мэйл/), EMAIL_TAKEN);
    await expect(page.getByLabel(/^Нэр/)).toHaveValue('Давхар');
    await expect(page.getByLabel(/^И-мэйл/)).toHaveValue(STAFF.moderator.email);
    await expect(page.getByLabel(/^Албан тушаал/)).toHaveValue('Нягтлан');
    await expect(page.getByRole('heading', { name: 'Хэрэглэгч нэмэх' })).toBeVisible();
  });

  test('[ADMIN]: a member company with a registered e-mail keeps what was typed, the message under the e-mail', async ({
    page,
  }) => {
    const name = `Давхар Компани ${Date.now()}`;
    await page.goto('/admin/companies');
    await page.getByRole('button', { name: 'Байгууллага нэмэх' }).click();

    await page.getByLabel('Байгууллагын нэр').fill(name);
    // The demo member company's address, in other letters: still the same address to the server.
    await page.getByLabel('И-мэйл').fill('Member@Example.com');
    await page
      .getByLabel('Лого', { exact: true })
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Зураг байхгүй')).toHaveCount(0);
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();

    await expectNotice(page, EMAIL_TAKEN);
    await expectMessageUnder(page, page.getByLabel('И-мэйл'), EMAIL_TAKEN);
    await expect(page.getByLabel('Байгууллагын нэр')).toHaveValue(name);
    await expect(page.getByLabel('И-мэйл')).toHaveValue('Member@Example.com');
    await expect(page.getByRole('checkbox', { name: 'Идэвхтэй' })).toBeChecked();
  });

  test('[ADMIN]: a member logo in neither group says so at the checkboxes, and what was typed stays', async ({
    page,
  }) => {
    await page.goto('/admin/membership');
    await page.getByRole('button', { name: 'Үндсэн гишүүн нэмэх' }).click();
    await page.getByLabel('Нэр', { exact: true }).fill('Бүлэггүй ХХК');
    await page.getByLabel('Линк').fill('https://no-group.example');
    await page
      .getByLabel('Лого', { exact: true })
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Зураг байхгүй')).toHaveCount(0);
    await page.getByLabel('Үндсэн гишүүн').uncheck();
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();

    // Either checkbox answers the message, so both are tied to it; the first takes the focus.
    await expectMessageUnder(page, page.getByLabel('ТУЗ-ийн гишүүн'), 'ТУЗ-ийн эсвэл үндсэн гишүүн эсэхийг сонгоно уу');
    await expect(page.getByLabel('Үндсэн гишүүн')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Нэр', { exact: true })).toHaveValue('Бүлэггүй ХХК');
    await expect(page.getByLabel('Линк')).toHaveValue('https://no-group.example');
  });
});
