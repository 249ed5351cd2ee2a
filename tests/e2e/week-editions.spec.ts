import type { Locator, Page } from '@playwright/test';

import { STAFF } from '../fixtures/admin-session';
import { demoEdition } from '../fixtures/demo-edition';
import { waitForHydration } from '../fixtures/hydration';
import { expectAccessibleScreen } from '../fixtures/notices';
import { expect, test } from '../fixtures/test';

test.use({ storageState: STAFF.admin.storageState });
test.describe.configure({ timeout: 180_000 });

/** A valid 1×1 PNG: the upload route checks the content, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SAVED = 'Амжилттай шинэчлэгдлээ.';
const ADDED = 'Амжилттай нэмэгдлээ.';
/** The demo's current edition, and the years of the editions these journeys add (and remove again). */
const DEMO = demoEdition();
const NEXT = DEMO.year + 1;
const NAME_NEXT = `Mongolia Mining Week ${NEXT} олон улсын чуулган, үзэсгэлэн`;
/** The demo's last past edition (11-13 Sep 2025), made current again for a while. */
const ENDED = 2025;
const NAME_ENDED = 'Mongolia Mining Week 2025 олон улсын чуулган, үзэсгэлэн';

// The newest notice with the text (sonner lists it first): an earlier one with the same text may still show.
const notice = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

async function confirm(page: Page, question: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Баталгаажуулах' });
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

const editionRow = (page: Page, year: number): Locator =>
  page.getByTestId('edition-row').filter({ has: page.getByRole('rowheader', { name: String(year), exact: true }) });

async function makeCurrent(page: Page, year: number): Promise<void> {
  await editionRow(page, year)
    .getByRole('button', { name: `Одоогийн болгох: ${year}` })
    .click();
  await confirm(page, `${year} оны арга хэмжээг /mw хаягт нийтлэх үү?`, 'Одоогийн болгох');
  await expect(editionRow(page, year)).toContainText('Одоогийн');
}

/** Puts the demo editions back (the demo's current, the one added removed) whatever step a failed run stopped at. */
async function restoreDemoEditions(page: Page): Promise<void> {
  await page.goto('/admin/week/editions');
  if (
    (await editionRow(page, DEMO.year)
      .getByRole('button', { name: `Одоогийн болгох: ${DEMO.year}` })
      .count()) > 0
  )
    await makeCurrent(page, DEMO.year);
  if ((await editionRow(page, NEXT).count()) > 0) {
    await editionRow(page, NEXT)
      .getByRole('button', { name: `Устгах: ${NEXT}` })
      .click();
    await confirm(page, `'${NAME_NEXT}' арга хэмжээг устгах уу?`, 'Устгах');
    await expect(editionRow(page, NEXT)).toHaveCount(0);
  }
}

async function editorText(page: Page, label: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test.describe('[ADMIN] conference editions, home and news', () => {
  test.afterEach(async ({ page }) => {
    await restoreDemoEditions(page);
  });

  test('[ADMIN]: a new edition made current is served at /mw, the previous one stays at /mw/{its year}', async ({
    page,
  }) => {
    await page.goto('/admin/week');
    await expect(page).toHaveURL(/\/admin\/week\/editions$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Чуулганы жилүүд');
    await expect(editionRow(page, DEMO.year)).toContainText('Одоогийн');
    await expect(editionRow(page, 2023)).toContainText('Архив: /mw/2023');
    await expectAccessibleScreen(page);

    const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Шинэ арга хэмжээ нэмэх' }) });
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText([
      'Нэрийг оруулна уу',
      'Англи нэрийг оруулна уу',
      '2000-2100 хооронд он оруулна уу',
      'Огноо оруулна уу',
      'Огноо оруулна уу',
      'Байршлыг оруулна уу',
    ]);
    await expect(form.getByLabel('Цагийн бүс')).toHaveValue('Asia/Ulaanbaatar');
    await expectAccessibleScreen(page);

    await form.getByLabel('Нэр', { exact: true }).fill(NAME_NEXT);
    await form.getByLabel('Нэр (англи)').fill(`Mongolia Mining Week ${NEXT} International Conference and Exhibition`);
    await form.getByLabel('Он', { exact: true }).fill(String(NEXT));
    await form.getByLabel('Эхлэх огноо').fill(`${NEXT}-09-10`);
    await form.getByLabel('Дуусах огноо').fill(`${NEXT}-09-08`);
    await form.getByLabel('Байршил', { exact: true }).fill('Буянт-Ухаа спорт цогцолбор, Улаанбаатар');
    await form.getByLabel('Байршил (англи)').fill('Buyant-Ukhaa Sport Complex, Ulaanbaatar');
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText(['Дуусах огноо эхлэх огнооноос өмнө байж болохгүй']);
    await form.getByLabel('Дуусах огноо').fill(`${NEXT}-09-12`);
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(notice(page, ADDED)).toBeVisible();
    await expect(editionRow(page, NEXT)).toContainText(`Архив: /mw/${NEXT}`);
    await expect(form.getByLabel('Он', { exact: true })).toHaveValue('');

    // The same year again: refused with the reason, and what was typed stays.
    await form.getByLabel('Нэр', { exact: true }).fill('Давхардсан');
    await form.getByLabel('Нэр (англи)').fill('Duplicate');
    await form.getByLabel('Он', { exact: true }).fill(String(NEXT));
    await form.getByLabel('Эхлэх огноо').fill(`${NEXT}-10-01`);
    await form.getByLabel('Дуусах огноо').fill(`${NEXT}-10-02`);
    await form.getByLabel('Байршил', { exact: true }).fill('Дархан');
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(notice(page, 'Алдаа гарлаа: Энэ онд арга хэмжээ бүртгэгдсэн байна')).toBeVisible();
    await expect(form.getByRole('alert')).toHaveText(['Энэ онд арга хэмжээ бүртгэгдсэн байна']);
    await expect(form.getByLabel('Нэр', { exact: true })).toHaveValue('Давхардсан');

    // An edition visitors registered for is never deleted.
    await editionRow(page, 2024).getByRole('button', { name: 'Устгах: 2024' }).click();
    await confirm(page, 'арга хэмжээг устгах уу?', 'Устгах');
    await expect(notice(page, 'Алдаа гарлаа: Бүртгүүлсэн оролцогчтой арга хэмжээг устгах боломжгүй')).toBeVisible();
    await expect(editionRow(page, 2024)).toHaveCount(1);
    // The current one offers neither delete nor "make current".
    await expect(editionRow(page, DEMO.year).getByRole('button', { name: /Устгах|Одоогийн болгох/ })).toHaveCount(0);

    await editionRow(page, NEXT)
      .getByRole('button', { name: `Одоогийн болгох: ${NEXT}` })
      .click();
    await confirm(page, `Одоогийн ${DEMO.year} оных /mw/${DEMO.year} хаягт архив болно.`, 'Одоогийн болгох');
    await expect(notice(page, 'Одоогийн арга хэмжээ солигдлоо.')).toBeVisible();
    await expect(editionRow(page, NEXT)).toContainText('Одоогийн');
    await expect(editionRow(page, DEMO.year)).toContainText(`Архив: /mw/${DEMO.year}`);

    await page.goto('/mw');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME_NEXT);
    await expect(
      page.getByText(`${NEXT} оны 9-р сарын 10 – 12 · Буянт-Ухаа спорт цогцолбор, Улаанбаатар`),
    ).toBeVisible();
    await page.goto(`/mw/${DEMO.year}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO.name);
    await expect(page.getByRole('region', { name: 'Тоон үзүүлэлт' })).toContainText('30,000+');
    await expect(page.getByRole('region', { name: 'Зохион байгуулагчид' }).getByRole('img')).toHaveCount(3);
    // The current edition is served at /mw only.
    expect((await page.request.get(`/mw/${NEXT}`)).status()).toBe(404);

    // Back to the demo state: the demo's edition current, the new one gone.
    await page.goto('/admin/week/editions');
    await makeCurrent(page, DEMO.year);
    await editionRow(page, NEXT)
      .getByRole('button', { name: `Устгах: ${NEXT}` })
      .click();
    await confirm(page, `'${NAME_NEXT}' арга хэмжээг устгах уу?`, 'Устгах');
    await expect(notice(page, 'Амжилттай устгагдлаа.')).toBeVisible();
    await expect(editionRow(page, NEXT)).toHaveCount(0);
    await page.goto('/mw');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO.name);
  });

  test('[MW]: a current edition whose last day is over takes no registrations: a notice in both languages, no form, 409 from the API', async ({
    page,
  }) => {
    await page.goto('/admin/week/editions');
    await waitForHydration(editionRow(page, ENDED).getByRole('button', { name: `Одоогийн болгох: ${ENDED}` }));
    await makeCurrent(page, ENDED);

    await page.goto('/mw');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME_ENDED);
    const invitation = page.getByRole('region', { name: 'Урилга' });
    await expect(invitation.getByRole('heading', { name: 'Бүртгэл хаагдсан' })).toBeVisible();
    await expect(invitation).toContainText(`${NAME_ENDED} нь 2025 оны 9-р сарын 11 – 13-нд болж өндөрлөсөн.`);
    await expect(page.getByRole('main').getByRole('link', { name: 'Бүртгүүлэх' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Бүртгүүлэх' })).toHaveCount(0);

    await page.goto('/mw/register');
    await expect(page.getByRole('heading', { level: 2, name: 'Бүртгэл хаагдсан' })).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectAccessibleScreen(page);
    await page.goto('/en/mw/register');
    await expect(page.getByRole('heading', { level: 2, name: 'Registration is closed' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'Mongolia Mining Week 2025 International Conference and Exhibition took place on Sep 11',
    );
    await expect(page.getByRole('form')).toHaveCount(0);

    const registration = {
      company: 'X',
      first_name: 'Saraa',
      last_name: 'Bold',
      country: 'MN',
      email: `late.${Date.now()}@example.mn`,
      phone_number: '99112233',
    };
    const api = await page.request.post('/api/mw/insert/registration?lang=en', { data: registration });
    expect(api.status()).toBe(409);
    expect(await api.json()).toEqual({ message: 'Registration is closed: this edition has ended.' });
    const mongolian = await page.request.post('/api/mw/insert/registration', { data: registration });
    expect(await mongolian.json()).toEqual({ message: 'Бүртгэл хаагдсан: энэ удаагийн арга хэмжээ өндөрлөсөн.' });

    // The demo's edition, current again, takes registrations again.
    await restoreDemoEditions(page);
    await page.goto('/mw/register');
    await expect(page.getByRole('form', { name: /Бүртгүүлэх/ })).toBeVisible();
  });

  test('[ADMIN]: a figure and an organiser changed on the home screen show on /mw', async ({ page }) => {
    const stamp = Date.now();
    const organiser = `Туршилтын зохион байгуулагч ${stamp}`;
    const organiserEn = `Test organiser ${stamp}`;
    await page.goto('/admin/week/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Нүүр хуудас');
    await expect(page.getByLabel('Арга хэмжээ', { exact: true })).toHaveValue('3');
    await expect(page.getByRole('textbox', { name: 'Урилга', exact: true })).toContainText(
      `${DEMO.year} оны олон улсын уул уурхайн чуулган`,
    );
    await expectAccessibleScreen(page);

    const visitors = page.getByLabel('Зочин', { exact: true });
    await waitForHydration(visitors);
    await visitors.fill('');
    await page.getByRole('button', { name: 'Хадгалах', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '0 эсвэл түүнээс их бүхэл тоо оруулна уу' })).toBeVisible();
    await visitors.fill('31234');
    await page.getByRole('button', { name: 'Хадгалах', exact: true }).click();
    await expect(notice(page, SAVED)).toBeVisible();
    await page.goto('/mw');
    await expect(page.getByRole('region', { name: 'Тоон үзүүлэлт' })).toContainText('31,234+');

    // An organiser's logo goes last, moves up one place, and shows on the public home.
    await page.goto('/admin/week/home');
    const organisers = page.getByRole('region', { name: 'Зохион байгуулагчид' });
    await waitForHydration(organisers.getByLabel('Нэр', { exact: true }));
    await organisers.getByLabel('Нэр', { exact: true }).fill(organiser);
    await organisers.getByLabel('Нэр (англиар)', { exact: true }).fill(organiserEn);
    await organisers
      .getByLabel('Лого', { exact: true })
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(organisers.getByText('Зураг байхгүй')).toHaveCount(0);
    await organisers.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(notice(page, ADDED)).toBeVisible();
    const rows = organisers.getByTestId('partner-row');
    await expect(rows).toHaveCount(4);
    await expect(rows.last()).toContainText(organiser);
    await expect(rows.last().getByRole('button', { name: `${organiser}: доош зөөх` })).toBeDisabled();
    await expect(rows.first().getByRole('button', { name: /дээш зөөх/ })).toBeDisabled();
    await rows
      .last()
      .getByRole('button', { name: `${organiser}: дээш зөөх` })
      .click();
    await expect(notice(page, 'Дараалал хадгалагдлаа.')).toBeVisible();
    await expect(rows.nth(2)).toContainText(organiser);
    await expectAccessibleScreen(page);

    await page.goto('/mw');
    const logos = page.getByRole('region', { name: 'Зохион байгуулагчид' }).getByRole('img');
    await expect(logos).toHaveCount(4);
    await expect(logos.nth(2)).toHaveAccessibleName(organiser);

    // The English home names it in English, so its alt text is no longer marked Mongolian.
    await page.goto('/en/mw');
    const englishLogos = page.getByRole('region', { name: 'Organisers' }).getByRole('img');
    await expect(englishLogos).toHaveCount(4);
    await expect(englishLogos.nth(2)).toHaveAttribute('alt', organiserEn);
    await expect(englishLogos.nth(2)).not.toHaveAttribute('lang');

    // Without its English name the English home falls back to the Mongolian one, marked Mongolian.
    await page.goto('/admin/week/home');
    const editedOrganisers = page.getByRole('region', { name: 'Зохион байгуулагчид' });
    await waitForHydration(editedOrganisers.getByLabel('Нэр', { exact: true }));
    await editedOrganisers.getByRole('button', { name: `Засах: ${organiser}` }).click();
    const englishName = editedOrganisers.getByLabel('Нэр (англиар)', { exact: true });
    await expect(englishName).toHaveValue(organiserEn);
    await englishName.fill('');
    await editedOrganisers.getByRole('button', { name: 'Хадгалах', exact: true }).click();
    await expect(notice(page, SAVED)).toBeVisible();
    await page.goto('/en/mw');
    await expect(englishLogos.nth(2)).toHaveAttribute('alt', organiser);
    await expect(englishLogos.nth(2)).toHaveAttribute('lang', 'mn');

    // Back to the demo state (typing before hydration would be appended to the stored figure).
    await page.goto('/admin/week/home');
    const storedVisitors = page.getByLabel('Зочин', { exact: true });
    await waitForHydration(storedVisitors);
    await storedVisitors.fill('30000');
    await page.getByRole('button', { name: 'Хадгалах', exact: true }).click();
    await expect(notice(page, SAVED)).toBeVisible();
    await page
      .getByRole('region', { name: 'Зохион байгуулагчид' })
      .getByRole('button', { name: `Устгах: ${organiser}` })
      .click();
    await confirm(page, `'${organiser}'-ийн логог устгах уу?`, 'Устгах');
    await expect(page.getByRole('region', { name: 'Зохион байгуулагчид' }).getByTestId('partner-row')).toHaveCount(3);
    await page.goto('/mw');
    await expect(page.getByRole('region', { name: 'Тоон үзүүлэлт' })).toContainText('30,000+');
    await expect(page.getByRole('region', { name: 'Зохион байгуулагчид' }).getByRole('img')).toHaveCount(3);
  });

  test('[ADMIN]: a conference news item added is found in the update-news list, edited and deleted', async ({
    page,
  }) => {
    const stamp = Date.now();
    const title = `Туршилтын мэдээ ${stamp}`;
    await page.goto('/admin/week/add-news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мэдээ нэмэх');
    await expect(page.getByLabel('Арга хэмжээ', { exact: true })).toHaveValue('3');
    await expectAccessibleScreen(page);

    const form = page.locator('form');
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText([
      'Ангиллыг сонгоно уу',
      'Нүүр зураг оруулна уу',
      'Дор хаяж нэг хэлээр гарчиг оруулна уу',
    ]);

    await form.getByLabel('Ангилал').selectOption({ label: 'Хэвлэлийн мэдээ' });
    await form
      .getByLabel('Нүүр зураг', { exact: true })
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByText('Зураг байхгүй')).toHaveCount(0);
    await form.getByLabel('Гарчиг', { exact: true }).fill(title);
    await form.getByLabel('Гарчиг (англи)').fill(`Test news ${stamp}`);
    await form.getByLabel('Хураангуй', { exact: true }).fill('Товч агуулга');
    await editorText(page, 'Мэдээний агуулга', `Дэлгэрэнгүй ${stamp}`);
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(notice(page, ADDED)).toBeVisible();
    await expect(page.getByLabel('Гарчиг', { exact: true })).toHaveValue('');

    await page.goto('/admin/week/update-news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Чуулганы мэдээ');
    await expectAccessibleScreen(page);
    await page.getByLabel('Гарчгаар хайх').fill(String(stamp));
    await page.getByRole('button', { name: 'Хайх', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`search=${stamp}`));
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Хэвлэлийн мэдээ');
    await expect(row).toContainText('Нийтэлсэн');
    await expect(page.getByTestId('grid-total')).toHaveText('Нийт: 1');
    await page.getByLabel('Ангилал').selectOption({ label: 'Мэдээ' });
    await expect(page.getByText('Жагсаалт хоосон байна')).toBeVisible();
    await page.getByLabel('Ангилал').selectOption({ label: 'Хэвлэлийн мэдээ' });
    await expect(row).toHaveCount(1);

    await row.getByRole('link', { name: `Засах: ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мэдээ засах');
    await expect(page.getByLabel('Гарчиг', { exact: true })).toHaveValue(title);
    await expectAccessibleScreen(page);
    await page.getByLabel('Төлөв').selectOption({ label: 'Нуусан' });
    await page.getByRole('button', { name: 'Хадгалах', exact: true }).click();
    await expect(notice(page, SAVED)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/week\/update-news\?event=3$/);
    await page.getByLabel('Гарчгаар хайх').fill(String(stamp));
    await page.getByRole('button', { name: 'Хайх', exact: true }).click();
    await expect(row).toContainText('Нуусан');

    await row.getByRole('button', { name: `Устгах: ${title}` }).click();
    await confirm(page, `"${title}" мэдээг устгах уу?`, 'Устгах');
    await expect(notice(page, 'Амжилттай устгагдлаа.')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
