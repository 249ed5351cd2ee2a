import type { Page } from '@playwright/test';

import { STAFF } from '../fixtures/admin-session';
import { expectAccessibleScreen, expectNotice } from '../fixtures/notices';
import { expect, test } from '../fixtures/test';

test.use({ storageState: STAFF.admin.storageState });

const SAVED = 'Амжилттай шинэчлэгдлээ.';
const DELETED = 'Амжилттай устгагдлаа.';

async function confirm(page: Page, question: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Тийм' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('[ADMIN] conference site: menu, social links, footer info', () => {
  test('[ADMIN]: a conference menu category is added, edited, given a page and deleted', async ({ page }) => {
    const stamp = Date.now();
    const name = `Туршилтын цэс ${stamp}`;
    const renamed = `Засварласан цэс ${stamp}`;
    await page.goto('/admin/week/link');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Цэс');
    await expectAccessibleScreen(page);
    const form = page.locator('form');

    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText(['Цэсний нэрийг оруулна уу', 'Цэсний англи нэрийг оруулна уу']);
    await expectAccessibleScreen(page);

    // Status and page type start as active and static page.
    await expect(form.getByLabel('Төлөв', { exact: true })).toHaveValue('true');
    await expect(form.getByLabel('Хуудасны төрөл', { exact: true })).toHaveValue('static');
    await form.getByLabel('Цэсний нэр', { exact: true }).fill(name);
    await form.getByLabel('Цэсний англи нэр', { exact: true }).fill(`Test menu ${stamp}`);
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expectNotice(page, SAVED);
    const row = page.getByTestId('week-menu-row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Идэвхтэй');
    await expect(row).toContainText('Статик хуудас');
    await expect(form.getByLabel('Цэсний нэр', { exact: true })).toHaveValue('');

    // Edit fills the form in update mode; after the update it is back in add mode.
    await row.getByRole('button', { name: `Засах: ${name}` }).click();
    await expect(form.getByRole('heading', { name: 'Цэс засах' })).toBeVisible();
    await expect(form.getByLabel('Цэсний нэр', { exact: true })).toHaveValue(name);
    await form.getByLabel('Цэсний нэр', { exact: true }).fill(renamed);
    await form.getByLabel('Төлөв', { exact: true }).selectOption({ label: 'Идэвхгүй' });
    await form.getByRole('button', { name: 'Шинэчлэх' }).click();
    await expectNotice(page, SAVED);
    const renamedRow = page.getByTestId('week-menu-row').filter({ hasText: renamed });
    await expect(renamedRow).toContainText('Идэвхгүй');
    await expect(form.getByRole('heading', { name: 'Цэс нэмэх' })).toBeVisible();
    await expect(form.getByLabel('Цэсний нэр', { exact: true })).toHaveValue('');

    // A static category's page is written in the rich-text editor.
    await renamedRow.getByRole('link', { name: `Хуудас засах: ${renamed}` }).click();
    await expect(page).toHaveURL(/\/admin\/week\/edit-static\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Хуудас засах: ${renamed}`);
    await expect(page.getByText('Энэ цэс идэвхгүй тул чуулганы сайтад харагдахгүй.')).toBeVisible();
    await expectAccessibleScreen(page);
    await page.getByRole('textbox', { name: 'Агуулга (монгол)' }).click();
    await page.keyboard.type(`Хуудасны текст ${stamp}`);
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await expectNotice(page, SAVED);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Агуулга (монгол)' })).toContainText(`Хуудасны текст ${stamp}`);
    await page.getByRole('link', { name: 'Цэс рүү буцах' }).click();
    await expect(page).toHaveURL(/\/admin\/week\/link$/);

    // A category that still holds news is kept, and staff are told why.
    await page.getByRole('button', { name: 'Устгах: Мэдээ', exact: true }).click();
    await confirm(page, "'Мэдээ' цэсийг устгах уу?");
    await expectNotice(
      page,
      'Энэ цэсэд мэдээ бүртгэлтэй байгаа тул устгах боломжгүй. Эхлээд мэдээг устгах эсвэл өөр цэс рүү шилжүүлнэ үү.',
    );
    await expect(page.getByRole('button', { name: 'Устгах: Мэдээ', exact: true })).toHaveCount(1);

    await renamedRow.getByRole('button', { name: `Устгах: ${renamed}` }).click();
    await confirm(page, `'${renamed}' цэсийг устгах уу?`);
    await expectNotice(page, DELETED);
    await expect(renamedRow).toHaveCount(0);
  });

  test('[ADMIN]: a social link with one of the new icons shows in the /mw footer', async ({ page }) => {
    const link = `https://t.me/e2e_${Date.now()}`;
    await page.goto('/admin/week/social-link');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сошиал холбоос');
    await expectAccessibleScreen(page);
    const form = page.locator('form');
    await expect(form.getByRole('radio')).toHaveCount(20);

    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText(['Icon-ийг сонгоно уу', 'Линкийг оруулна уу']);
    await expectAccessibleScreen(page);

    await form.getByRole('radio', { name: 'Telegram' }).check();
    await form.getByLabel('Линк', { exact: true }).fill('t.me/miningweek');
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Линк http:// эсвэл https://-ээр эхэлсэн вэб хаяг байна');
    await form.getByLabel('Линк', { exact: true }).fill(link);
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expectNotice(page, SAVED);
    const row = page.getByTestId('week-social-link-row').filter({ hasText: link });
    await expect(row).toContainText('Telegram');

    for (const path of ['/mw', '/en/mw']) {
      await page.goto(path);
      const shown = page.locator('footer').locator(`a[href="${link}"]`);
      await expect(shown).toHaveCount(1);
      await expect(shown.locator('svg path')).toHaveCount(1);
    }
    await page.goto('/mw/contact');
    await expect(page.getByRole('main').locator(`a[href="${link}"]`)).toHaveCount(1);

    await page.goto('/admin/week/social-link');
    await row.getByRole('button', { name: `Устгах: ${link}` }).click();
    await confirm(page, `'${link}' холбоосыг устгах уу?`);
    await expect(row).toHaveCount(0);
    await page.goto('/mw');
    await expect(page.locator('footer').locator(`a[href="${link}"]`)).toHaveCount(0);
  });

  test('[ADMIN]: a footer phone number shows on /mw/contact', async ({ page }) => {
    const digits = String(Date.now()).slice(-6);
    const phone = `+976 88${digits}`;
    await page.goto('/admin/week/footer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Хөлийн мэдээлэл');
    await expectAccessibleScreen(page);
    const form = page.locator('form');

    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText(['Төрлийг оруулна уу', 'Мэдээллийг оруулна уу']);
    await expectAccessibleScreen(page);

    await form.getByLabel('Төрөл', { exact: true }).selectOption({ label: 'Утас' });
    await form.getByLabel('Мэдээлэл', { exact: true }).fill('info@miningweek.mn');
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Утасны дугаар буруу байна (жишээ нь +976 7011 1994)');
    await form.getByLabel('Мэдээлэл', { exact: true }).fill(phone);
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expectNotice(page, SAVED);
    const row = page.getByTestId('week-footer-row').filter({ hasText: phone });
    await expect(row).toContainText('Утас');
    await expect(form.getByLabel('Мэдээлэл', { exact: true })).toHaveValue('');

    await page.goto('/mw/contact');
    const office = page.getByRole('region', { name: 'Зохион байгуулагчийн оффис' });
    await expect(office.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:+97688${digits}`);
    await expect(page.locator('footer').getByRole('link', { name: phone })).toHaveCount(1);

    await page.goto('/admin/week/footer');
    await row.getByRole('button', { name: `Устгах: ${phone}` }).click();
    await confirm(page, `'${phone}' мэдээллийг устгах уу?`);
    await expect(row).toHaveCount(0);
    await page.goto('/mw/contact');
    await expect(page.getByRole('link', { name: phone })).toHaveCount(0);
  });
});
