import { readFile } from 'node:fs/promises';

import type { Page } from '@playwright/test';
import sharp from 'sharp';

import { STAFF } from '../fixtures/admin-session';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

test.use({ storageState: STAFF.admin.storageState });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The smallest file file-type reads as mp4: an 'ftyp' box with the isom brand, then a little padding. */
function tinyMp4(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4, 'ascii');
  ftyp.write('isom', 8, 'ascii');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp41', 16, 'ascii');

  return Buffer.concat([ftyp, Buffer.alloc(2048)]);
}

const region = (page: Page, name: string) => page.getByRole('region', { name });
const grid = (page: Page) => page.getByRole('table');
const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Picks a file in the labelled upload field and waits until the server has stored it. */
async function upload(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(label, { exact: true }).setInputFiles(file);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

async function confirmDelete(page: Page, rowTitle: string, question: string) {
  await grid(page)
    .getByRole('button', { name: `Устгах: ${rowTitle}` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Устгах' }).click();
  await expect(grid(page).getByText(rowTitle, { exact: true })).toHaveCount(0);
}

test.describe('[ADMIN] library', () => {
  test('[ADMIN]: uploads a PDF document, sees it on the public page in both languages, renames and deletes it', async ({
    page,
  }) => {
    const stamp = Date.now();
    const title = `Аюулгүй ажиллагааны журам ${stamp}`;
    const titleEn = `Safety procedure ${stamp}`;

    await page.goto('/admin/document');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PDF баримт бичиг');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Нэмэх' }).click();
    await expect(page.getByText('Файлын нэрийг оруулна уу')).toBeVisible();
    await expect(page.getByText('Файлыг оруулна уу')).toBeVisible();

    await page.getByLabel('Нэр', { exact: true }).fill(title);
    await page.getByLabel('Нэр (англи)', { exact: true }).fill(titleEn);
    await upload(page, 'PDF файл', { name: 'procedure.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('Одоогийн файл')).toBeVisible();
    await page.getByRole('button', { name: 'Нэмэх' }).click();
    await expect(notice(page, 'Амжилттай шинэчлэгдлээ.')).toBeVisible();
    await expect(grid(page).getByText(title, { exact: true })).toBeVisible();

    await page.goto('/mm/page/20');
    await expect(region(page, 'Холбогдох баримт бичиг')).toContainText(title);
    await page.goto('/en/mm/page/20');
    await expect(region(page, 'Related documents')).toContainText(titleEn);

    const renamed = `${title} (шинэчилсэн)`;
    await page.goto('/admin/document');
    await grid(page)
      .getByRole('button', { name: `Засах: ${title}` })
      .click();
    await expect(page.getByRole('heading', { name: 'Файлын нэр засах' })).toBeVisible();
    await page.getByLabel('Нэр', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(page.getByText('Файлын нэрийг оруулна уу')).toBeVisible();
    await page.getByLabel('Нэр', { exact: true }).fill(renamed);
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(grid(page).getByText(renamed, { exact: true })).toBeVisible();
    await page.goto('/mm/page/20');
    await expect(region(page, 'Холбогдох баримт бичиг')).toContainText(renamed);

    await page.goto('/admin/document');
    await confirmDelete(page, renamed, 'Файлыг устгах уу?');
    await page.goto('/mm/page/20');
    await expect(region(page, 'Холбогдох баримт бичиг')).not.toContainText(renamed);
  });

  test('[ADMIN]: uploads an mp4 with progress, refuses other files, and the video shows on Mining 101', async ({
    page,
  }) => {
    const stamp = Date.now();
    const title = `Уурхайн аюулгүй байдал ${stamp}`;
    const titleEn = `Mine safety ${stamp}`;

    await page.goto('/admin/video');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сургалтын видео');
    await expect(page.getByRole('combobox', { name: 'Хуудсанд' })).toHaveValue('10');
    await expectNoSeriousA11yViolations(page);

    // A wrong pick is refused in the browser; a file that only claims to be mp4 is refused by the server.
    await page
      .getByLabel('Бичлэг (mp4)', { exact: true })
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a video') });
    await expect(page.getByText('Зөвхөн MP4 файл сонгоно уу.')).toBeVisible();
    await upload(page, 'Бичлэг (mp4)', { name: 'fake.mp4', mimeType: 'video/mp4', buffer: PDF });
    await expect(page.getByText('Зөвхөн MP4 файл сонгоно уу.')).toBeVisible();

    // Hold the upload until the progress bar and spinner have been seen, then let it through.
    await page.route('**/api/admin/upload/video', async (route) => {
      await expect(page.getByRole('progressbar')).toBeVisible();
      await route.continue();
    });
    await page.getByLabel('Нэр', { exact: true }).fill(title);
    await page.getByLabel('Нэр (англи)', { exact: true }).fill(titleEn);
    await upload(page, 'Бичлэг (mp4)', { name: 'safety.mp4', mimeType: 'video/mp4', buffer: tinyMp4() });
    await expect(page.getByText('Зөвхөн MP4 файл сонгоно уу.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Нэмэх' }).click();
    await expect(notice(page, 'Амжилттай шинэчлэгдлээ.')).toBeVisible();
    await expect(grid(page).getByText(title, { exact: true })).toBeVisible();

    await page.goto('/mm/page/22');
    await expect(region(page, 'Сургалтын видео')).toContainText(title);
    await page.goto('/en/mm/page/22');
    await expect(region(page, 'Learning videos')).toContainText(titleEn);

    await page.goto('/admin/video');
    await confirmDelete(page, title, 'Бичлэгийг устгах уу?');
  });

  test('[ADMIN]: adds a report, sees it on the public reports page, edits it inline and deletes it', async ({
    page,
  }) => {
    const stamp = Date.now();
    const title = `Салбарын тойм ${stamp}`;
    const titleEn = `Sector review ${stamp}`;
    const cover = await sharp({ create: { width: 73, height: 45, channels: 3, background: '#1f6f43' } })
      .png()
      .toBuffer();

    await page.goto('/admin/add-report');
    await expect(page.getByRole('link', { name: 'Тайлангийн жагсаалт руу буцах' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Нэмэх' }).click();
    for (const message of ['Гарчиг оруулна уу', 'Зураг оруулна уу', 'Тайланг оруулна уу'])
      await expect(page.getByText(message)).toBeVisible();

    await page.getByLabel('Гарчиг', { exact: true }).fill(title);
    await page.getByLabel('Гарчиг (англи)', { exact: true }).fill(titleEn);
    await upload(page, 'Зураг', { name: 'cover.png', mimeType: 'image/png', buffer: cover });
    await upload(page, 'PDF файл', { name: 'review.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Нэмэх' }).click();
    await expect(notice(page, 'Амжилттай шинэчлэгдлээ.')).toBeVisible();

    await page.goto('/mm/report=1');
    await expect(page.locator('article').first()).toContainText(title);
    await page.goto('/en/mm/report=1');
    await expect(page.locator('article').first()).toContainText(titleEn);

    await page.goto('/admin/report');
    await expect(page.getByRole('combobox', { name: 'Хуудсанд' })).toHaveValue('5');
    await expectNoSeriousA11yViolations(page);
    await grid(page)
      .getByRole('button', { name: `Засах: ${title}` })
      .click();
    await expect(page.getByText('Шинэ файл сонгохгүй бол одоогийн файл хэвээр үлдэнэ.')).toBeVisible();
    const edited = `${title} (засварласан)`;
    await page.getByLabel('Гарчиг', { exact: true }).fill(edited);
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(notice(page, 'Амжилттай шинэчлэгдлээ.')).toBeVisible();
    await expect(grid(page).getByText(edited, { exact: true })).toBeVisible();
    await page.goto('/mm/report=1');
    await expect(page.locator('article').first()).toContainText(edited);

    await page.goto('/admin/report');
    await confirmDelete(page, edited, 'Тайланг устгах уу?');
  });

  test('[ADMIN]: edits a sustainable-mining poster without new files and keeps its image and PDF', async ({ page }) => {
    const title = `Мод тарьж, ногоон бүс байгуулъя ${Date.now()}`;

    await page.goto('/admin/sustainable-mining');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Тогтвортой уул уурхай');
    await expectNoSeriousA11yViolations(page);
    const firstRow = grid(page).getByRole('row').nth(1);
    const poster = await firstRow.getByRole('img').getAttribute('src');
    const pdf = await firstRow.getByRole('link').getAttribute('href');

    await firstRow.getByRole('button', { name: /^Засах: / }).click();
    await expect(page.getByRole('heading', { name: 'Постер засах' })).toBeVisible();
    await page.getByLabel('Нэр', { exact: true }).fill(title);
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(notice(page, 'Амжилттай шинэчлэгдлээ.')).toBeVisible();

    const saved = grid(page).getByRole('row').nth(1);
    await expect(saved).toContainText(title);
    await expect(saved.getByRole('img')).toHaveAttribute('src', poster ?? '');
    await expect(saved.getByRole('link')).toHaveAttribute('href', pdf ?? '');
    const response = await page.request.get(pdf ?? '');
    expect(response.status()).toBe(200);

    await page.goto('/mm/page/25');
    const first = region(page, 'Зурагт хуудаснууд').getByRole('listitem').first();
    await expect(first).toContainText(title);
    await expect(first.getByRole('link')).toHaveAttribute('href', pdf ?? '');
  });

  test('[ADMIN]: exports every report as CSV from the list, not only the page shown', async ({ page }) => {
    await page.goto('/admin/report');
    const shown = await grid(page).locator('tbody tr').count();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'CSV татах' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('reports.csv');
    const lines = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Зураг,Гарчиг,Гарчиг (англи),PDF файл,Огноо');
    expect(lines.length - 1).toBeGreaterThanOrEqual(shown);
    const total = Number(
      (
        await page
          .getByText(/^Нийт: \d+$/)
          .first()
          .textContent()
      )?.replace(/\D/g, ''),
    );
    expect(lines.length - 1).toBe(total);
  });
});
