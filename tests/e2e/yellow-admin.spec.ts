import type { Locator, Page } from '@playwright/test';

import { STAFF } from '../fixtures/admin-session';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { readLatestMail } from '../fixtures/outbox';
import { holdRequests } from '../fixtures/held-requests';
import { waitForHydration } from '../fixtures/hydration';
import { expectAccessibleScreen, expectNotice } from '../fixtures/notices';
import { expect, test } from '../fixtures/test';

test.use({ storageState: STAFF.admin.storageState });

/** A valid 1×1 PNG: the upload route checks the content, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SAVED = 'Амжилттай шинэчлэгдлээ.';
const DELETED = 'Амжилттай устгалаа.';
// Demo data: company 62 and consultant 12 are requests still waiting (demo-data/directory.ts); company 5 is approved.
const PENDING_COMPANY = { id: 62, name: 'ЧАНДМАНЬ ТРЕЙД ХОЛДИНГ' };
const PENDING_CONSULTANT = { name: 'Л.Дашдорж', registrant: 'consultant12@example.com' };
const EDITED_COMPANY = { id: 5, name: 'ЭРДЭНЭ РЕСУРС ХХК' };

/** The confirmation dialog holding `question` (it may open above an edit dialog) answered yes. */
async function confirm(page: Page, question: string): Promise<void> {
  // The confirmation may open over an edit dialog: it is the one named for confirming.
  const dialog = page.getByRole('dialog', { name: 'Баталгаажуулах' }).filter({ hasText: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Тийм' }).click();
  await expect(dialog).toBeHidden();
}

function editDialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

test.describe('[ADMIN] business directory back-office', () => {
  test('[ADMIN]: a pending company is approved and appears in the directory', async ({ page }) => {
    await page.goto(`/yellow-page/${PENDING_COMPANY.id}`);
    await expect(page.getByRole('heading', { name: PENDING_COMPANY.name })).toHaveCount(0);

    await page.goto('/admin/yellow/request?limit=30');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Бүртгэлийн хүсэлтүүд');
    await expect(page.getByRole('main').getByRole('link', { name: 'Шинээр нэмэх' })).toHaveAttribute(
      'href',
      '/admin/yellow/add',
    );
    await expectAccessibleScreen(page);
    await page.getByRole('button', { name: `Дэлгэрэнгүй: ${PENDING_COMPANY.name}` }).click();
    const dialog = editDialog(page, `Хүсэлт: '${PENDING_COMPANY.name}'`);
    await expect(dialog).toContainText('registrant62@example.com');
    await expect(dialog).toContainText('Б.Болд');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Зөвшөөрөх' }).click();
    await expectNotice(page, 'Хүсэлтийг зөвшөөрч, бүртгүүлэгчид мэдэгдлээ.');
    await expect(page.getByRole('button', { name: `Дэлгэрэнгүй: ${PENDING_COMPANY.name}` })).toHaveCount(0);

    await page.goto(`/yellow-page/${PENDING_COMPANY.id}`);
    await expect(page.getByRole('heading', { name: PENDING_COMPANY.name })).toBeVisible();
  });

  test('[ADMIN]: a pending consultant is rejected with a reason that is mailed', async ({ page }) => {
    const since = Date.now();
    const reason = `Мэргэжлийн үнэмлэх хавсаргаагүй ${since}`;
    await page.goto('/admin/yellow/request');
    const type = page.getByLabel('Төрөл', { exact: true });
    await waitForHydration(type);
    await type.selectOption('2');
    await expect(page).toHaveURL(/type=2/);
    await page.getByRole('button', { name: `Дэлгэрэнгүй: ${PENDING_CONSULTANT.name}` }).click();
    const dialog = editDialog(page, `Хүсэлт: '${PENDING_CONSULTANT.name}'`);
    await expect(dialog).toContainText('Геофизикч');
    await dialog.getByRole('button', { name: 'Татгалзах' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Татгалзсан шалтгаанаа оруулна уу');
    await dialog.getByLabel('Татгалзсан шалтгаан', { exact: true }).fill(reason);
    await dialog.getByRole('button', { name: 'Татгалзах' }).click();
    await expectNotice(page, 'Хүсэлтээс татгалзаж, бүртгүүлэгчид мэдэгдлээ.');
    await expect(page.getByRole('button', { name: `Дэлгэрэнгүй: ${PENDING_CONSULTANT.name}` })).toHaveCount(0);
    await expectAccessibleScreen(page);

    const mail = await readLatestMail(PENDING_CONSULTANT.registrant, { since });
    expect(mail.text).toContain(reason);
  });

  test("[ADMIN]: a company's contact and status are edited, then put back", async ({ page }) => {
    const website = `https://erdene-${Date.now()}.mn`;
    await page.goto('/admin/yellow/list-company');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Байгууллагууд');
    await expectAccessibleScreen(page);
    await page.getByLabel('Нэрээр хайх', { exact: true }).fill(EDITED_COMPANY.name.toLowerCase());
    await page.getByRole('button', { name: 'Хайх', exact: true }).click();
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByTestId('grid-total')).toHaveText('Нийт: 1');
    // The row names the company's own category (one, as its edit dialog shows), not every category there is.
    await expect(page.getByRole('row').filter({ hasText: EDITED_COMPANY.name }).getByRole('cell').nth(4)).toHaveText(
      /^\d{4}$/,
    );

    // The status toggle shows what the server stored.
    const toggle = page.getByRole('button', { name: `${EDITED_COMPANY.name}: төлөв солих` });
    await expect(toggle).toHaveText('Идэвхитэй');
    await toggle.click();
    await expect(toggle).toHaveText('Идэвхигүй');
    await page.reload();
    await expect(toggle).toHaveText('Идэвхигүй');
    await toggle.click();
    await expect(toggle).toHaveText('Идэвхитэй');

    await page.getByRole('button', { name: `Засах: ${EDITED_COMPANY.name}` }).click();
    const dialog = editDialog(page, `Байгууллага засах: '${EDITED_COMPANY.name}'`);
    await expect(dialog.getByLabel('Регистрийн дугаар', { exact: true })).toHaveValue('5000685');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Холбоо барих мэдээлэл нэмэх' }).click();
    await dialog.getByLabel('Холбоо барих төрөл', { exact: true }).selectOption('website');
    await dialog.getByLabel('Утга', { exact: true }).fill('erdene.mn');
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Вэбсайт http:// эсвэл https://-ээр эхлэх ёстой.');
    await dialog.getByLabel('Утга', { exact: true }).fill(website);
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await expectNotice(page, SAVED);
    await expect(dialog).toBeHidden();

    await page.goto(`/yellow-page/${EDITED_COMPANY.id}`);
    await expect(page.locator(`a[href^="${website}"]`)).toBeVisible();

    await page.goto(`/admin/yellow/list-company?search=${encodeURIComponent(EDITED_COMPANY.name)}`);
    await page.getByRole('button', { name: `Засах: ${EDITED_COMPANY.name}` }).click();
    await editDialog(page, `Байгууллага засах: '${EDITED_COMPANY.name}'`)
      .getByRole('button', { name: `${website}-г устгах` })
      .click();
    await confirm(page, 'Мэдээллийг устгах уу?');
    await expectNotice(page, DELETED);
  });

  test('[ADMIN]: a category is renamed, seen on the directory, and renamed back', async ({ page }) => {
    const renamed = `Нүүрс ${Date.now()}`;
    await page.goto('/admin/yellow/category');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ангилал');
    await expectAccessibleScreen(page);
    await page.getByLabel('Үндсэн ангилал', { exact: true }).selectOption('01');
    await expect(page).toHaveURL(/type=01/);
    await expect(page.getByTestId('grid-total')).toHaveText('Нийт: 6');

    const rename = async (name: string) => {
      await page.getByRole('button', { name: '0101: нэр солих' }).click();
      const dialog = editDialog(page, "'0101' ангиллын нэр солих");
      await dialog.getByLabel('Шинэ нэр', { exact: true }).fill(name);
      await dialog.getByRole('button', { name: 'Хадгалах' }).click();
      await expectNotice(page, SAVED);
      await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    };
    await rename(renamed);
    await page.goto('/yellow-page?main=01');
    await expect(page.getByRole('link', { name: new RegExp(renamed) })).toBeVisible();
    await page.goto('/admin/yellow/category?type=01');
    await rename('Нүүрс');
  });

  test('[ADMIN]: a new category gets the next code under its main category', async ({ page }) => {
    await page.goto('/admin/yellow/new-category');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Шинэ ангилал');
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText([
      'Үндсэн ангилал сонгоно уу',
      'Монгол нэр оруулна уу',
      'Англи нэр оруулна уу',
    ]);
    await expectAccessibleScreen(page);
    await page.getByLabel('Үндсэн ангилал', { exact: true }).selectOption('04');
    await page.getByLabel('Нэр (монгол)', { exact: true }).fill('Туршилтын ангилал');
    await page.getByLabel('Нэр (англи)', { exact: true }).fill('Test category');
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(page.getByText(/^Ангилал 04\d\d кодтойгоор нэмэгдлээ\.$/)).toBeVisible();

    // It is unused, so it may be deleted again: the demo categories stay as they were.
    await page.goto('/admin/yellow/category?type=04');
    const code =
      (await page.getByRole('row').filter({ hasText: 'Туршилтын ангилал' }).getByRole('cell').first().textContent()) ??
      '';
    await page.getByRole('button', { name: `${code}: устгах` }).click();
    await confirm(page, `'${code} Туршилтын ангилал' ангиллыг устгах уу?`);
    await expectNotice(page, DELETED);
    await expect(page.getByRole('row').filter({ hasText: 'Туршилтын ангилал' })).toHaveCount(0);
  });

  test('[ADMIN]: a directory banner is added, moved up, saved and deleted', async ({ page }) => {
    await page.goto('/admin/yellow/banner');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Лавлахын баннер');
    await expectAccessibleScreen(page);
    const rows = page.getByTestId('banner-row');
    const before = await rows.count();

    await page.getByRole('button', { name: 'Зураг нэмэх' }).click();
    await expect(page.getByText('730x455 px хэмжээтэй зураг тохиромжтой', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText('Зураг оруулна уу');
    await expectAccessibleScreen(page);
    // Add pressed while the picture is still uploading: the form waits for the upload, then saves it.
    const releaseUpload = await holdRequests(page, '**/api/admin/upload/image');
    await page
      .getByLabel('Зураг', { exact: true })
      .setInputFiles({ name: 'directory-banner.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('status').filter({ hasText: 'Хуулж байна' })).toBeVisible();
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    releaseUpload();
    await expectNotice(page, SAVED);
    await page.unroute('**/api/admin/upload/image');
    await expect(page.getByRole('button', { name: 'Жагсаалт' })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows).toHaveCount(before + 1);
    const added = await rows.last().getAttribute('data-banner-id');

    await page.getByRole('button', { name: 'Дараалал өөрчлөх' }).click();
    const reorder = page.getByTestId('reorder-row');
    await expect(reorder.first().getByRole('button', { name: /дээш зөөх/ })).toBeDisabled();
    await expect(reorder.last().getByRole('button', { name: /доош зөөх/ })).toBeDisabled();
    await expectAccessibleScreen(page);
    await reorder
      .last()
      .getByRole('button', { name: /дээш зөөх/ })
      .click();
    await expect(reorder.nth(before - 1)).toHaveAttribute('data-banner-id', added ?? '');
    await page.getByRole('button', { name: 'Дарааллыг хадгалах' }).click();
    await expectNotice(page, 'Дараалал хадгалагдлаа.');
    await page.reload();
    await expect(rows.nth(before - 1)).toHaveAttribute('data-banner-id', added ?? '');

    await rows
      .nth(before - 1)
      .getByRole('button', { name: /^Устгах/ })
      .click();
    await confirm(page, 'Баннерийг устгах уу?');
    // The banner screen is the home slides' screen, with its notice.
    await expectNotice(page, 'Амжилттай устгагдлаа.');
    await expect(rows).toHaveCount(before);
  });

  test('[ADMIN]: the consultant list filters by approval and the older screens redirect', async ({ page }) => {
    await page.goto('/admin/yellow/list-consultant');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Зөвлөх инженерүүд');
    await expectAccessibleScreen(page);
    await page.getByLabel('Нийтлэх зөвшөөрөл', { exact: true }).selectOption('true');
    await expect(page).toHaveURL(/approval=true/);
    await page.getByRole('button', { name: 'Засах: Б.Энхтөр' }).click();
    const dialog = editDialog(page, "Зөвлөх инженер засах: 'Б.Энхтөр'");
    await expect(dialog.getByLabel('Мэргэжил (монгол)', { exact: true })).toHaveValue('Уулын инженер');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await expectNotice(page, SAVED);

    await page.goto('/admin/yellow');
    await expect(page).toHaveURL(/\/admin\/yellow\/list-company$/);
    await page.goto('/admin/yellow-page/update');
    await expect(page).toHaveURL(/\/admin\/yellow\/list-company$/);
    await page.goto('/admin/yellow-page/add');
    await expect(page).toHaveURL(/\/admin\/yellow\/add$/);
  });
});
