import type { Locator, Page } from '@playwright/test';

import { STAFF } from '../fixtures/admin-session';
import { expectAccessibleScreen, expectNotice } from '../fixtures/notices';
import { expect, test } from '../fixtures/test';

test.use({ storageState: STAFF.admin.storageState });

/** A valid 1×1 PNG: the upload route checks the content, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SAVED = 'Амжилттай шинэчлэгдлээ.';

async function uploadImage(scope: Page | Locator, label: string, name = 'picture.png'): Promise<void> {
  await scope.getByLabel(label, { exact: true }).setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(scope.getByText('Зураг байхгүй')).toHaveCount(0);
}

async function confirm(page: Page, question: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Тийм' }).click();
  await expect(dialog).toBeHidden();
}

/** The stored file name of a slide's picture, e.g. `3f2a….png`, which the public pages also carry. */
async function slideFile(row: Locator): Promise<string> {
  const src = (await row.locator('img').getAttribute('src')) ?? '';

  return src.split('/').pop() ?? '';
}

async function publicHomeOrder(page: Page, files: string[]): Promise<number[]> {
  const html = await (await page.request.get('/mm')).text();

  return files.map((file) => html.indexOf(file));
}

test.describe('[ADMIN] organisation screens', () => {
  test('[ADMIN]: slides are added, reordered with the buttons and by dragging, and deleted', async ({ page }) => {
    await page.goto('/admin/slides');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Нүүр хуудасны слайд');
    await expectAccessibleScreen(page);
    const rows = page.getByTestId('banner-row');
    const before = await rows.count();

    await page.getByRole('button', { name: 'Зураг нэмэх' }).click();
    await expect(page.getByText('Зураг байхгүй')).toBeVisible();
    await expect(page.getByText('730x455 px хэмжээтэй зураг тохиромжтой', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText('Зураг оруулна уу');
    await expectAccessibleScreen(page);

    for (const name of ['first.png', 'second.png']) {
      if (name === 'second.png') await page.getByRole('button', { name: 'Зураг нэмэх' }).click();
      await uploadImage(page, 'Зураг', name);
      await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
      await expectNotice(page, SAVED);
      await expect(page.getByRole('button', { name: 'Жагсаалт' })).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(rows).toHaveCount(before + 2);
    const fileA = await slideFile(rows.nth(before));
    const fileB = await slideFile(rows.nth(before + 1));
    const [homeA, homeB] = await publicHomeOrder(page, [fileA, fileB]);
    expect(homeA).toBeGreaterThan(-1);
    expect(homeA).toBeLessThan(homeB ?? -1);

    // Up and down: the first row cannot go up, the last cannot go down; moving B up swaps it with A.
    await page.getByRole('button', { name: 'Дараалал өөрчлөх' }).click();
    const reorder = page.getByTestId('reorder-row');
    await expect(reorder.first().getByRole('button', { name: /дээш зөөх/ })).toBeDisabled();
    await expect(reorder.last().getByRole('button', { name: /доош зөөх/ })).toBeDisabled();
    await expectAccessibleScreen(page);
    await reorder
      .last()
      .getByRole('button', { name: /дээш зөөх/ })
      .click();
    await expect(reorder.last().getByTestId('new-sequence')).toHaveText(String(before + 2));
    expect(await slideFile(reorder.nth(before))).toBe(fileB);
    await page.getByRole('button', { name: 'Дарааллыг хадгалах' }).click();
    await expectNotice(page, 'Дараалал хадгалагдлаа.');
    await page.reload();
    expect(await slideFile(rows.nth(before))).toBe(fileB);
    expect(await slideFile(rows.nth(before + 1))).toBe(fileA);
    const [afterA, afterB] = await publicHomeOrder(page, [fileA, fileB]);
    expect(afterB).toBeLessThan(afterA ?? -1);

    // Drag and drop: A's handle dragged onto B's row puts A back in front.
    await page.getByRole('button', { name: 'Дараалал өөрчлөх' }).click();
    const handle = reorder.last().getByRole('button', { name: /чирж зөөх/ });
    const target = reorder.nth(before);
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('rows are not visible');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, to.y + to.height / 4, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => slideFile(reorder.nth(before))).toBe(fileA);
    await expect(reorder.nth(before).getByTestId('new-sequence')).toHaveText(String(before + 1));
    await page.getByRole('button', { name: 'Дарааллыг хадгалах' }).click();
    await expectNotice(page, 'Дараалал хадгалагдлаа.');
    await page.reload();
    expect(await slideFile(rows.nth(before))).toBe(fileA);
    const [dragA, dragB] = await publicHomeOrder(page, [fileA, fileB]);
    expect(dragA).toBeLessThan(dragB ?? -1);

    for (const file of [fileA, fileB]) {
      await rows
        .filter({ has: page.locator(`img[src$="${file}"]`) })
        .getByRole('button', { name: /Устгах/ })
        .click();
      await confirm(page, 'Баннерийг устгах уу?');
      await expect(page.locator(`img[src$="${file}"]`)).toHaveCount(0);
    }
    await expect(rows).toHaveCount(before);
    const [goneA] = await publicHomeOrder(page, [fileA]);
    expect(goneA).toBe(-1);
  });

  test('[ADMIN]: a social link added with the icon picker shows in the public footer', async ({ page }) => {
    const link = `https://www.youtube.com/@e2e-${Date.now()}`;
    await page.goto('/admin/social-links');
    await expectAccessibleScreen(page);
    const form = page.locator('form');
    await form.getByRole('button', { name: 'Нэмэх' }).click();
    await expect(form.getByRole('alert')).toHaveText(['Icon-ийг сонгоно уу', 'Линкийг оруулна уу']);

    await form.getByRole('radio', { name: 'YouTube' }).check();
    await form.getByLabel('Линк').fill(link);
    await form.getByRole('button', { name: 'Нэмэх' }).click();
    await expectNotice(page, SAVED);
    await expect(page.getByTestId('social-link-row').filter({ hasText: link })).toHaveCount(1);

    for (const path of ['/mm', '/en/mm']) {
      await page.goto(path);
      await expect(page.locator('footer').locator(`a[href="${link}"]`)).toHaveCount(1);
    }

    await page.goto('/admin/social-links');
    await page
      .getByTestId('social-link-row')
      .filter({ hasText: link })
      .getByRole('button', { name: /Устгах/ })
      .click();
    await confirm(page, link);
    await expect(page.getByTestId('social-link-row').filter({ hasText: link })).toHaveCount(0);
  });

  test('[ADMIN]: a council member added in both languages shows on the about page in mn and en', async ({ page }) => {
    const stamp = Date.now();
    const name = `Туршилт Гишүүн ${stamp}`;
    const nameEn = `Test Member ${stamp}`;
    await page.goto('/admin/about');
    await expectAccessibleScreen(page);
    await page.getByRole('button', { name: 'Зөвлөлийн гишүүн нэмэх' }).click();
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText([
      'Нэр оруулна уу',
      'Албан тушаалыг оруулна уу',
      'Эрхэлсэн ажлыг оруулна уу',
      'Зураг оруулна уу',
    ]);
    await expectAccessibleScreen(page);

    await page.getByLabel('Нэр', { exact: true }).fill(name);
    await page.getByLabel('Нэр (англи)').fill(nameEn);
    await page.getByLabel('Албан тушаал', { exact: true }).fill('Гишүүн');
    await page.getByLabel('Албан тушаал (англи)').fill('Member');
    await page.getByLabel('Эрхэлсэн ажил', { exact: true }).fill('Туршилт ХХК');
    await page.getByLabel('Эрхэлсэн ажил (англи)').fill('Test LLC');
    await uploadImage(page, 'Зураг');
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expectNotice(page, SAVED);
    // The form is empty again, in add mode.
    await expect(page.getByLabel('Нэр', { exact: true })).toHaveValue('');
    await page.getByRole('button', { name: 'Буцах' }).click();
    await expect(page.getByRole('region', { name: 'Холбооны зөвлөл' })).toContainText(name);

    await page.goto('/mm/about');
    await expect(page.getByRole('region', { name: 'Ассоциацийн зөвлөл' })).toContainText(name);
    await page.goto('/en/mm/about');
    await expect(page.locator('main')).toContainText(nameEn);
    await expect(page.locator('main')).toContainText('Test LLC');

    await page.goto('/admin/about');
    await page
      .getByTestId('about-row')
      .filter({ hasText: name })
      .getByRole('button', { name: /Устгах/ })
      .click();
    await confirm(page, `${name}-г устгах уу?`);
    await expect(page.getByTestId('about-row').filter({ hasText: name })).toHaveCount(0);
  });

  test('[ADMIN]: a membership logo shows on the public members page in both languages', async ({ page }) => {
    const stamp = Date.now();
    const name = `Туршилт Майнинг ${stamp}`;
    const nameEn = `Test Mining ${stamp}`;
    await page.goto('/admin/membership');
    await expectAccessibleScreen(page);
    await page.getByRole('button', { name: 'Үндсэн гишүүн нэмэх' }).click();
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText(['Нэр оруулна уу', 'Логог оруулна уу']);
    await expect(page.getByLabel('Үндсэн гишүүн')).toBeChecked();
    await expectAccessibleScreen(page);

    await page.getByLabel('Нэр', { exact: true }).fill(name);
    await page.getByLabel('Нэр (англи)').fill(nameEn);
    await page.getByLabel('Линк').fill('https://test-mining.example');
    await uploadImage(page, 'Лого');
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expectNotice(page, SAVED);
    await page.getByRole('button', { name: 'Буцах' }).click();
    await expect(page.getByRole('region', { name: 'Үндсэн гишүүд' })).toContainText(name);

    await page.goto('/mm/member#2');
    await expect(page.getByRole('tabpanel')).toContainText(name);
    await page.goto('/en/mm/member#2');
    await expect(page.getByRole('tabpanel')).toContainText(nameEn);

    await page.goto('/admin/membership');
    await page
      .getByTestId('member-logo-row')
      .filter({ hasText: name })
      .getByRole('button', { name: /Устгах/ })
      .click();
    await confirm(page, `${name}-г устгах уу?`);
    await expect(page.getByTestId('member-logo-row').filter({ hasText: name })).toHaveCount(0);
  });

  test('[ADMIN]: member companies keep e-mails unique and are found by name', async ({ page }) => {
    const stamp = Date.now();
    const name = `Туршилт Компани ${stamp}`;
    const email = `company-${stamp}@example.com`;
    await page.goto('/admin/companies');
    await expectAccessibleScreen(page);
    await page.getByRole('button', { name: 'Байгууллага нэмэх' }).click();
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText([
      'Нэр оруулна уу',
      'И-мэйл хаягийг оруулна уу',
      'Зураг оруулна уу',
    ]);

    await page.getByLabel('Байгууллагын нэр').fill(name);
    await page.getByLabel('И-мэйл').fill(email);
    await uploadImage(page, 'Лого');
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expectNotice(page, SAVED);

    await page.getByLabel('Байгууллагын нэр').fill(`${name} 2`);
    await page.getByLabel('И-мэйл').fill(email.toUpperCase());
    await uploadImage(page, 'Лого');
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expectNotice(page, 'Бүртгэлтэй и-мэйл хаяг байна.');
    await expect(page.getByLabel('Байгууллагын нэр')).toHaveValue(`${name} 2`);

    await page.getByRole('button', { name: 'Буцах' }).click();
    const search = page.getByLabel('Байгууллагын нэрээр хайх');
    await search.fill(String(stamp));
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
    await expect(page.getByTestId('company-name')).toHaveText([name]);
    await page.getByRole('button', { name: 'Цэвэрлэх' }).click();
    await expect(page).not.toHaveURL(/search=/);
    await search.fill(String(stamp));
    await page.getByRole('button', { name: 'Хайх', exact: true }).click();
    await expect(page.getByTestId('company-name')).toHaveText([name]);

    await page.getByRole('button', { name: `Устгах: ${name}` }).click();
    await confirm(page, `${name}-г устгах уу?`);
    await expect(page.getByTestId('company-name')).toHaveCount(0);
    await expect(page.getByText('Жагсаалт хоосон байна')).toBeVisible();
  });

  test('[ADMIN]: the company grid sorts on the server by a header and keeps the order in the address', async ({
    page,
  }) => {
    // The largest page size, so the whole list is on one page and the two directions are each other's reverse.
    await page.goto('/admin/companies?limit=30');
    const names = page.getByTestId('company-name');
    const sortByName = page.getByRole('button', { name: 'Байгууллагын нэр', exact: true });
    const nameHeader = page.getByRole('columnheader', { name: 'Байгууллагын нэр' });

    await sortByName.click();
    await expect(page).toHaveURL(/[?&]sort=name&dir=desc/);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    const descending = await names.allTextContents();
    expect(descending.length).toBeGreaterThan(1);

    await sortByName.click();
    await expect(page).toHaveURL(/[?&]sort=name&dir=asc/);
    await expect(names).toHaveText([...descending].reverse());

    await page.reload();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(names).toHaveText([...descending].reverse());
    await expect(page.getByTestId('grid-total')).toContainText(String(descending.length));
  });

  test('[ADMIN]: an auditor gets a default picture instead of the previous one', async ({ page }) => {
    await page.goto('/admin/auditor');
    await expectAccessibleScreen(page);
    const row = page.getByTestId('about-row').first();
    const auditor = (await row.locator('p.font-medium').textContent()) ?? '';
    await row.getByRole('button', { name: /Засах/ }).click();
    await expect(page.getByRole('radio', { name: 'Өмнөх зураг' })).toBeChecked();
    await expectAccessibleScreen(page);
    await page.getByRole('radio', { name: 'Эмэгтэй (үндсэн зураг)' }).check();
    await page.getByRole('button', { name: 'Засах', exact: true }).click();
    await expectNotice(page, SAVED);
    await page.getByRole('button', { name: 'Буцах' }).click();
    await expect(page.getByTestId('about-row').filter({ hasText: auditor }).locator('img')).toHaveAttribute(
      'src',
      /default-woman\.png$/,
    );

    const about = await (await page.request.get('/api/get/about-us')).json();
    expect(JSON.stringify(about)).toContain('default-woman.png');
    expect((await page.request.get('/files/about/default-woman.png')).headers()['content-type']).toBe('image/png');
  });
});
