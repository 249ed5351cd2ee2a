import type { Locator, Page } from '@playwright/test';

import { STAFF } from '../fixtures/admin-session';
import { demoEdition } from '../fixtures/demo-edition';
import { waitForHydration } from '../fixtures/hydration';
import { expectAccessibleScreen, expectNotice } from '../fixtures/notices';
import { expect, test } from '../fixtures/test';

test.use({ storageState: STAFF.admin.storageState });

/** A valid 1×1 PNG and a minimal PDF: the upload route checks the content, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const SAVED = 'Амжилттай шинэчлэгдлээ.';
/** The demo data's current edition (id 3) and its second day. */
const DEMO = demoEdition();
const DAY_2 = DEMO.days[1] ?? '';

async function confirm(page: Page, question: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Баталгаажуулах' });
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Тийм' }).click();
  await expect(dialog).toBeHidden();
}

/** The addresses of the pictures a grid shows now. */
async function pictureAddresses(grid: Locator): Promise<string[]> {
  return grid.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
}

test.describe('[ADMIN] conference agenda and presentations', () => {
  test('[ADMIN]: an English agenda page for the current edition’s day 2 shows on /en/mw/agenda#2, and opens full screen', async ({
    page,
  }) => {
    await page.goto('/admin/week/agenda');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Хөтөлбөр');
    await expect(page.getByLabel('Арга хэмжээ')).toHaveValue('3');
    await expect(page.getByRole('link', { name: 'Хөтөлбөрийн өдөр нэмэх' })).toHaveAttribute(
      'href',
      '/admin/week/event-date',
    );
    await expectAccessibleScreen(page);

    const grid = page.getByRole('table', { name: 'Хөтөлбөрийн зургууд' });
    await page.getByLabel('Хэл', { exact: true }).selectOption('2');
    await expect(page).toHaveURL(/language=2/);
    await expect(grid.getByRole('cell', { name: 'Монгол', exact: true })).toHaveCount(0);
    await expect(grid.getByRole('cell', { name: 'English', exact: true })).toHaveCount(3);
    const before = await pictureAddresses(grid);

    // The full-screen page closes with Escape and with a click anywhere.
    const pageName = `${DAY_2}, 2-р өдөр, English`;
    const overlay = page.getByRole('dialog', { name: pageName });
    await grid.getByRole('button', { name: `Томоор харах: ${pageName}` }).click();
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('img', { name: pageName })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await grid.getByRole('button', { name: `Томоор харах: ${pageName}` }).click();
    await overlay.getByRole('img').click();
    await expect(overlay).toBeHidden();

    // Add mode: every field is required; the agenda date is offered once a language is chosen.
    await page.getByRole('button', { name: 'Хөтөлбөр нэмэх' }).click();
    const form = page.getByRole('form', { name: 'Хөтөлбөрийн зураг нэмэх' });
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText(['Хэлээ сонгоно уу', 'Зураг оруулна уу']);
    await expect(form.getByLabel('Хөтөлбөрийн өдөр')).toHaveCount(0);
    await expectAccessibleScreen(page);
    await form.getByLabel('Хэл').selectOption({ label: 'English' });
    await form.getByLabel('Хөтөлбөрийн өдөр').selectOption({ label: `${DEMO.name} - 2-р өдөр - ${DAY_2}` });
    await form
      .getByLabel('Хөтөлбөрийн зураг')
      .setInputFiles({ name: 'agenda-day-2.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByText('Зураг байхгүй')).toHaveCount(0);
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expectNotice(page, SAVED);
    // The form is empty again, in add mode.
    await expect(form.getByLabel('Хэл')).toHaveValue('');
    await form.getByRole('button', { name: 'Буцах' }).click();

    await expect(grid.getByRole('cell', { name: 'English', exact: true })).toHaveCount(4);
    const added = (await pictureAddresses(grid)).find((address) => !before.includes(address)) ?? '';
    expect(added).toMatch(/^\/files\/admin\/images\/.+\.png$/);

    await page.goto('/en/mw/agenda#2');
    const dayTwo = page.getByRole('tabpanel', { name: /^Day 2/ });
    await expect(dayTwo.locator(`img[src="${added}"]`)).toHaveAttribute('alt', 'Agenda of day 2, page 2 (English)');
    await page.goto('/mw/agenda#2');
    await expect(page.locator(`img[src="${added}"]`)).toHaveCount(0);

    await page.goto('/admin/week/agenda?language=2');
    await grid
      .getByRole('row')
      .filter({ has: page.locator(`img[src="${added}"]`) })
      .getByRole('button', { name: /^Устгах/ })
      .click();
    await confirm(page, `"${pageName}" хөтөлбөрийн зургийг устгах уу?`);
    await expect(grid.locator(`img[src="${added}"]`)).toHaveCount(0);
  });

  test('[ADMIN]: a programme item added to day 2 shows in the table on /mw/agenda', async ({ page }) => {
    const stamp = Date.now();
    const title = `Туршилтын хэлэлцүүлэг ${stamp}`;
    const titleEn = `Test panel ${stamp}`;
    await page.goto('/admin/week/agenda');
    const programme = page.getByRole('region', { name: 'Өдрийн хөтөлбөр' });
    await waitForHydration(programme.getByLabel('Өдөр', { exact: true }));
    await programme.getByLabel('Өдөр', { exact: true }).selectOption({ label: `2-р өдөр · ${DAY_2}` });
    await expect(page).toHaveURL(/day=32/);
    await expect(programme.getByTestId('session-row').first()).toContainText('Техник, технологийн үзэсгэлэн');

    const form = programme.getByRole('form', { name: 'Хөтөлбөрт нэмэх' });
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText([
      'Эхлэх цагийг оруулна уу',
      'Дуусах цагийг оруулна уу',
      'Гарчгийг оруулна уу',
      'Англи гарчгийг оруулна уу',
    ]);
    await expectAccessibleScreen(page);

    await form.getByLabel('Эхлэх цаг').fill('16:30');
    await form.getByLabel('Дуусах цаг').fill('16:00');
    await form.getByLabel('Гарчиг', { exact: true }).fill(title);
    await form.getByLabel('Гарчиг (англи)').fill(titleEn);
    await form.getByLabel('Байршил', { exact: true }).fill('Б танхим');
    await form.getByLabel('Байршил (англи)').fill('Hall B');
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText(['Дуусах цаг эхлэх цагаас хойш байх ёстой']);
    await expect(form.getByLabel('Гарчиг', { exact: true })).toHaveValue(title);

    await form.getByLabel('Дуусах цаг').fill('17:15');
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expectNotice(page, SAVED);
    const row = programme.getByTestId('session-row').filter({ hasText: title });
    await expect(row).toContainText('16:30–17:15');
    await expect(programme.getByTestId('session-row').last()).toContainText(title);

    await page.goto('/mw/agenda#2');
    const dayTwo = page.getByRole('tabpanel', { name: /^2-р өдөр/ });
    await expect(dayTwo.getByRole('row', { name: new RegExp(title) })).toContainText('16:30–17:15');
    await page.goto('/en/mw/agenda#2');
    await expect(
      page.getByRole('tabpanel', { name: /^Day 2/ }).getByRole('rowheader', { name: titleEn }),
    ).toBeVisible();

    await page.goto('/admin/week/agenda?day=32');
    await row.getByRole('button', { name: `Устгах: ${title}` }).click();
    await confirm(page, `"${title}"-г хөтөлбөрөөс устгах уу?`);
    await expect(row).toHaveCount(0);
  });

  test('[ADMIN]: a hall and its presentations with PDFs show on /mw/presentation, reordered, then go with the hall', async ({
    page,
  }) => {
    const stamp = Date.now();
    const hall = `Туршилтын танхим ${stamp}`;
    const talks = [`Эхний илтгэл ${stamp}`, `Хоёр дахь илтгэл ${stamp}`];
    await page.goto('/admin/week/presentation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Илтгэл засах');
    await expectAccessibleScreen(page);

    const halls = page.getByRole('region', { name: 'Танхимууд' });
    const hallForm = halls.getByRole('form', { name: 'Танхим нэмэх' });
    await hallForm.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(hallForm.getByRole('alert')).toHaveText([
      'Танхимын нэрийг оруулна уу',
      'Танхимын англи нэрийг оруулна уу',
    ]);
    await hallForm.getByLabel('Танхимын нэр', { exact: true }).fill(hall);
    await hallForm.getByLabel('Танхимын нэр (англи)').fill(`Test hall ${stamp}`);
    await hallForm.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expectNotice(page, SAVED);
    await expect(halls.getByTestId('ordered-row').last()).toContainText(hall);

    const presentations = page.getByRole('region', { name: 'Илтгэлүүд' });
    await presentations.getByLabel('Танхимаар харах').selectOption({ label: hall });
    await expect(page).toHaveURL(/hall=\d+/);
    await expect(presentations.getByRole('table')).toContainText('Илтгэл байхгүй байна');
    const form = presentations.getByRole('form', { name: 'Илтгэл нэмэх' });
    for (const [index, name] of talks.entries()) {
      await form.getByLabel('Илтгэлийн нэр', { exact: true }).fill(name);
      await form.getByLabel('Илтгэлийн нэр (англи)').fill(`Talk ${index + 1} ${stamp}`);
      await form
        .getByLabel('Илтгэлийн файл (PDF)')
        .setInputFiles({ name: `talk-${index + 1}.pdf`, mimeType: 'application/pdf', buffer: PDF });
      await expect(form.getByText('Одоогийн файл', { exact: false })).toBeVisible();
      await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
      await expectNotice(page, SAVED);
      await expect(presentations.getByTestId('ordered-row').filter({ hasText: name })).toHaveCount(1);
    }
    await expectAccessibleScreen(page);

    // The second presentation moves up: saved at once, it comes first.
    await presentations.getByRole('button', { name: `Дээш зөөх: ${talks[1]}` }).click();
    await expectNotice(page, 'Дараалал хадгалагдлаа.');
    await expect(presentations.getByTestId('ordered-row').first()).toContainText(talks[1] ?? '');

    await page.goto('/mw/presentation');
    const firstDay = page.getByRole('tabpanel', { name: /^1-р өдөр/ });
    await firstDay.getByRole('tab', { name: hall }).click();
    const hallPanel = firstDay.getByRole('tabpanel', { name: hall });
    await expect(hallPanel.getByRole('heading', { level: 2 })).toHaveText([talks[1] ?? '', talks[0] ?? '']);
    await expect(hallPanel.locator('iframe').first()).toHaveAttribute('src', /^\/files\/admin\/pdf\/.+\.pdf$/);
    await page.goto('/en/mw/presentation');
    await page
      .getByRole('tabpanel', { name: /^Day 1/ })
      .getByRole('tab', { name: `Test hall ${stamp}` })
      .click();
    await expect(page.getByRole('tabpanel', { name: `Test hall ${stamp}` })).toContainText(`Talk 1 ${stamp}`);

    // The hall goes with its two presentations, after a confirmation that says so.
    await page.goto('/admin/week/presentation');
    await halls.getByRole('button', { name: `Устгах: ${hall}` }).click();
    await confirm(page, `"${hall}" танхимыг устгах уу? Түүний 2 илтгэл хамт устна.`);
    await expect(halls.getByTestId('ordered-row').filter({ hasText: hall })).toHaveCount(0);
    await page.goto('/mw/presentation');
    await expect(page.getByRole('tab', { name: hall })).toHaveCount(0);
  });
});
