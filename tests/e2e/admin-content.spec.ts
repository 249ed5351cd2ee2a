import type { Page } from '@playwright/test';
import sharp from 'sharp';

import { STAFF } from '../fixtures/admin-session';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

test.use({ storageState: STAFF.admin.storageState });
// Admin screens and public pages in both languages, with an axe-core scan on each admin screen.
test.describe.configure({ timeout: 180_000 });

const MENU = '/admin/link?limit=100';

/** A notice (sonner) with this text; the notices are announced in a live region. */
// The newest notice with the text (sonner lists it first): an earlier one with the same text may still show.
const notice = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

async function addCategory(
  page: Page,
  category: { pageType: string; level: string; parent?: string; name: string; nameEn: string },
) {
  const form = page.getByRole('region', { name: 'Цэс нэмэх' });
  await form.getByLabel('Хуудасны төрөл').selectOption({ label: category.pageType });
  await form.getByLabel('Цэсний түвшин').selectOption({ label: category.level });
  if (category.parent) await form.getByLabel('Эцэг цэс').selectOption({ label: category.parent });
  await form.getByLabel('Цэсний нэр', { exact: true }).fill(category.name);
  await form.getByLabel('Цэсний нэр (англи)').fill(category.nameEn);
  await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
  await expect(notice(page, 'Амжилттай шинэчлэгдлээ.')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Цэсний жагсаалт' }).getByRole('cell', { name: category.name, exact: true }),
  ).toBeVisible();
}

/** Creates a top-level static page in the menu and returns its cid, read from its editor link. */
async function addStaticPage(page: Page, name: string, nameEn: string): Promise<number> {
  await page.goto(MENU);
  await addCategory(page, { pageType: 'Статик хуудас', level: '1-р түвшин (үндсэн цэс)', name, nameEn });
  const href = await page.getByRole('link', { name: `Хуудас засах: ${name}` }).getAttribute('href');

  return Number(/\/admin\/edit-static\/(\d+)$/.exec(href ?? '')?.[1]);
}

async function editorText(page: Page, label: string, text: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: label, exact: true });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test.describe('[ADMIN] menu, static pages and news', () => {
  test('[ADMIN]: a new top-level menu shows on the public site in both languages; a parent with children is not deleted', async ({
    page,
  }) => {
    const stamp = Date.now();
    const name = `Цэс ${stamp}`;
    const nameEn = `Menu ${stamp}`;

    await page.goto(MENU);
    await expect(page.getByRole('heading', { level: 1, name: 'Цэс ба статик хуудас' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Nothing chosen: the seeds' required fields, in order.
    await page.getByRole('region', { name: 'Цэс нэмэх' }).getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(page.getByText('Хуудасны төрлийг сонгоно уу')).toBeVisible();
    await expect(page.getByText('Цэсний түвшинг сонгоно уу')).toBeVisible();
    await expect(page.getByText('Цэсний нэрийг оруулна уу')).toBeVisible();
    // The third level is offered for static pages only.
    await page.getByLabel('Хуудасны төрөл').selectOption({ label: 'Мэдээ' });
    await expect(page.getByLabel('Цэсний түвшин').getByRole('option')).toHaveText([
      'Сонгоно уу',
      '1-р түвшин (үндсэн цэс)',
      '2-р түвшин (дэд цэс)',
    ]);

    await addCategory(page, { pageType: 'Статик хуудас', level: '1-р түвшин (үндсэн цэс)', name, nameEn });
    await page.goto('/mm');
    await expect(page.getByRole('navigation', { name: 'Үндсэн цэс' }).getByRole('link', { name })).toBeVisible();
    await page.goto('/en/mm');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: nameEn })).toBeVisible();

    // A child: the parent list offers only static level-1 categories.
    await page.goto(MENU);
    const childName = `Дэд хуудас ${stamp}`;
    await addCategory(page, {
      pageType: 'Статик хуудас',
      level: '2-р түвшин (дэд цэс)',
      parent: name,
      name: childName,
      nameEn: `Sub page ${stamp}`,
    });
    await page.getByRole('region', { name: 'Цэс нэмэх' }).getByLabel('Хуудасны төрөл').selectOption({ label: 'Мэдээ' });
    await page
      .getByRole('region', { name: 'Цэс нэмэх' })
      .getByLabel('Цэсний түвшин')
      .selectOption({ label: '2-р түвшин (дэд цэс)' });
    await expect(page.getByLabel('Эцэг цэс').getByRole('option', { name })).toHaveCount(0);

    await page.goto('/mm');
    const menu = page.getByRole('navigation', { name: 'Үндсэн цэс' });
    await menu.getByRole('button', { name }).click();
    await expect(menu.getByRole('link', { name: childName })).toBeVisible();

    // Deleting the parent is refused, and the notice says why.
    await page.goto(MENU);
    await page.getByRole('button', { name: `Устгах: ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Баталгаажуулах' });
    await expect(dialog).toContainText(`"${name}" цэсийг устгах уу?`);
    await dialog.getByRole('button', { name: 'Устгах' }).click();
    await expect(notice(page, 'Энэ цэсэд дэд цэс байгаа тул устгах боломжгүй.')).toBeVisible();
    // Still listed: as a row of its own and as the child's parent.
    await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(2);

    // The child goes, then the parent, and the public menu no longer shows it.
    await page.getByRole('button', { name: `Устгах: ${childName}` }).click();
    await dialog.getByRole('button', { name: 'Устгах' }).click();
    await expect(page.getByRole('cell', { name: childName, exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: `Устгах: ${name}` }).click();
    await dialog.getByRole('button', { name: 'Устгах' }).click();
    await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
    await page.goto('/mm');
    await expect(page.getByRole('navigation', { name: 'Үндсэн цэс' }).getByText(name)).toHaveCount(0);
  });

  test('[ADMIN]: edits a static page in both languages and sees it on /mm/page and /en/mm/page', async ({ page }) => {
    const stamp = Date.now();
    const cid = await addStaticPage(page, `Статик ${stamp}`, `Static ${stamp}`);
    expect(cid).toBeGreaterThan(0);

    await page.getByRole('link', { name: `Хуудас засах: Статик ${stamp}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/edit-static/${cid}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Статик хуудас засах: Статик ${stamp}`);
    await expect(page.getByRole('link', { name: 'Нийтийн хуудсыг харах (монгол)' })).toHaveAttribute(
      'href',
      `/mm/page/${cid}`,
    );
    await expect(page.getByRole('link', { name: 'Нийтийн хуудсыг харах (англи)' })).toHaveAttribute(
      'href',
      `/en/mm/page/${cid}`,
    );
    await expect(page.getByRole('toolbar', { name: 'Текст засварлагчийн хэрэгсэл' })).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    await editorText(page, 'Агуулга (монгол)', `Монгол агуулга ${stamp}`);
    await editorText(page, 'Агуулга (англи)', `English body ${stamp}`);
    // The editor's image button uploads to storage and inserts the stored file's address.
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c8102e' } })
      .jpeg()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await page
      .getByRole('toolbar', { name: 'Текст засварлагчийн хэрэгсэл' })
      .last()
      .getByRole('button', { name: 'Зураг оруулах' })
      .click();
    await (await chooser).setFiles({ name: 'picture.jpg', mimeType: 'image/jpeg', buffer: picture });
    await expect(
      page.getByRole('textbox', { name: 'Агуулга (англи)', exact: true }).locator('img[src^="/files/admin/images/"]'),
    ).toHaveCount(1);
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await expect(notice(page, 'Амжилттай шинэчлэгдлээ.')).toBeVisible();

    await page.goto(`/mm/page/${cid}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Статик ${stamp}`);
    await expect(page.locator('.rich-text')).toContainText(`Монгол агуулга ${stamp}`);
    await page.goto(`/en/mm/page/${cid}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Static ${stamp}`);
    await expect(page.locator('.rich-text')).toContainText(`English body ${stamp}`);
    const inserted = page.locator('.rich-text img');
    await expect(inserted).toHaveAttribute('src', /^\/files\/admin\/images\/[\w-]+\.jpg$/);
    expect((await page.request.get((await inserted.getAttribute('src')) ?? '')).status()).toBe(200);
  });

  test('[ADMIN]: adds a bilingual news item with a cover, sees it on /mm and /en/mm, edits and deletes it', async ({
    page,
  }) => {
    const stamp = Date.now();
    const title = `Шинэ мэдээ ${stamp}`;
    const titleEn = `Fresh news ${stamp}`;

    await page.goto('/admin/add-news');
    await expect(page.getByRole('heading', { level: 1, name: 'Мэдээ нэмэх' })).toBeVisible();
    await expect(page.getByText('730x455 пиксел хэмжээтэй зураг тохиромжтой.')).toBeVisible();
    await expect(page.getByLabel('Нийтлэгч')).toHaveValue('Админ');
    await expectNoSeriousA11yViolations(page);

    // Nothing filled: every field asks for itself, under itself; the body with the seeds' text. The back-office
    // speaks Mongolian only, the empty cover too.
    await expect(page.getByText('Зураг байхгүй', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(page.getByLabel('Нүүр зураг')).toHaveAccessibleDescription(/Нүүр зураг оруулна уу$/);
    await expect(page.getByLabel('Гарчиг', { exact: true })).toHaveAccessibleDescription('Монгол гарчгийг оруулна уу');
    await expect(page.getByLabel('Хураангуй', { exact: true })).toHaveAccessibleDescription(
      'Монгол хураангуйг оруулна уу',
    );
    await expect(page.getByRole('textbox', { name: 'Мэдээний агуулга', exact: true })).toHaveAccessibleDescription(
      'Мэдээний агуулгыг оруулна уу',
    );
    await expect(page.getByText('Мэдээний агуулгыг оруулна уу')).toHaveCount(1);
    await expect(page.getByLabel('Төрөл')).toHaveAccessibleDescription('Төрөл сонгоно уу');
    await page.screenshot({ path: 'test-results/admin-add-news-empty.png', fullPage: true });
    // Only an English title: the rest of the English fields are asked for.
    await page.getByLabel('Гарчиг (англи)').fill(titleEn);
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(page.getByText('Англи хураангуйг оруулна уу')).toBeVisible();
    await expect(page.getByText('Англи агуулгыг оруулна уу')).toBeVisible();
    await expect(page.getByText('Мэдээний агуулгыг оруулна уу')).toHaveCount(0);

    const cover = await sharp({ create: { width: 730, height: 455, channels: 3, background: '#0f7a3d' } })
      .png()
      .toBuffer();
    await page.getByLabel('Нүүр зураг').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
    await expect(page.locator('form img[src^="/files/admin/images/"]')).toBeVisible();
    await page.getByLabel('Гарчиг', { exact: true }).fill(title);
    await page.getByLabel('Хураангуй', { exact: true }).fill(`Товч агуулга ${stamp}`);
    await editorText(page, 'Мэдээний агуулга', `Мэдээний бие ${stamp}`);
    await page.getByLabel('Хураангуй (англи)').fill(`Summary ${stamp}`);
    await editorText(page, 'Мэдээний агуулга (англи)', `News body ${stamp}`);
    await page.getByLabel('Төрөл').selectOption({ label: 'Мэдээ мэдээлэл / Мэдээ' });
    await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    // The form empties for the next item; what was saved stays named above it, with the ways to it.
    const saved = page.getByRole('status').filter({ hasText: `«${title}» мэдээ нэмэгдлээ.` });
    await expect(saved).toBeVisible();
    await expect(saved).toBeFocused();
    await expect(page.getByLabel('Гарчиг', { exact: true })).toHaveValue('');
    const publicHref = (await saved.getByRole('link', { name: 'Сайт дээр харах' }).getAttribute('href')) ?? '';
    const id = Number(/^\/mm\/detail\/(\d+)$/.exec(publicHref)?.[1]);
    expect(id).toBeGreaterThan(0);
    await expect(saved.getByRole('link', { name: 'Засах' })).toHaveAttribute('href', `/admin/update-news/${id}`);
    await expectNoSeriousA11yViolations(page);
    // It stays while the next item is written, and goes when dismissed.
    await page.getByLabel('Гарчиг', { exact: true }).fill('Дараагийн мэдээ');
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: 'Мэдэгдлийг хаах' }).click();
    await expect(saved).toHaveCount(0);

    await page.goto('/mm');
    await page.getByRole('link', { name: title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/mm/detail/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(`Мэдээний бие ${stamp}`)).toBeVisible();
    await page.goto('/en/mm');
    await page.getByRole('link', { name: titleEn }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleEn);
    await expect(page.getByText(`News body ${stamp}`)).toBeVisible();

    // The list: category filter, 5/10/15 per page (default 5), newest first.
    await page.goto('/admin/update-news');
    await expect(page.getByLabel('Хуудсанд')).toHaveValue('5');
    await expect(page.getByLabel('Хуудсанд').getByRole('option')).toHaveText(['5', '10', '15']);
    await page.getByLabel('Ангилал').selectOption({ label: 'Мэдээ мэдээлэл / Мэдээ' });
    await expect(page).toHaveURL(/category=8/);
    const grid = page.getByRole('table', { name: 'Мэдээний жагсаалт' });
    await expect(grid.getByText(title, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: `Засах: ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/update-news/${id}$`));
    await expect(page.getByLabel('Гарчиг', { exact: true })).toHaveValue(title);
    await expectNoSeriousA11yViolations(page);
    const edited = `${title} (засвар)`;
    await page.getByLabel('Гарчиг', { exact: true }).fill(edited);
    await page.getByRole('button', { name: 'Засах', exact: true }).click();
    await expect(notice(page, 'Амжилттай шинэчлэгдлээ.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/update-news$/);

    await page.goto(`/mm/detail/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited);

    await page.goto('/admin/update-news?category=8');
    await page.getByRole('button', { name: `Устгах: ${edited}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Баталгаажуулах' });
    await expect(dialog).toContainText(`"${edited}" мэдээг устгах уу?`);
    await dialog.getByRole('button', { name: 'Устгах' }).click();
    await expect(notice(page, 'Мэдээ устгагдлаа.')).toBeVisible();
    await expect(grid.getByText(edited, { exact: true })).toHaveCount(0);
    expect((await page.goto(`/mm/detail/${id}`))?.status()).toBe(404);
  });
});
