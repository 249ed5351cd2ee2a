import type { Locator, Page } from '@playwright/test';

import { STAFF } from '../fixtures/admin-session';
import { waitForHydration } from '../fixtures/hydration';
import { expectAccessibleScreen } from '../fixtures/notices';
import { expect, test } from '../fixtures/test';

test.use({ storageState: STAFF.admin.storageState });
test.describe.configure({ timeout: 120_000 });

/** A valid 1×1 PNG: the upload route checks the content, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAABJRU5ErkJggg==',
  'base64',
);
const ADDED = 'Амжилттай нэмэгдлээ.';

/** The newest notice with the text (sonner lists it first): an earlier one with the same text may still show. */
const notice = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

async function confirm(page: Page, question: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Тийм' }).click();
  await expect(dialog).toBeHidden();
}

/** The Mongolian name in a presenter row (columns: actions, place, picture, name, …). */
const presenterName = async (row: Locator): Promise<string> =>
  ((await row.getByRole('cell').nth(3).textContent()) ?? '').trim();

/** The public key speakers, in the order the /mw/presentation page lists them. */
async function publicSpeakers(page: Page): Promise<string[]> {
  await page.goto('/mw/presentation');

  return page.getByRole('region', { name: 'Гол илтгэгчид' }).getByRole('heading', { level: 3 }).allTextContents();
}

/**
 * Drags a presenter row one place up or down with the keyboard (dnd-kit: Space picks up, an arrow moves, Space
 * drops). The row's own place is announced only once the sortable list has measured its rows: an arrow pressed
 * before that has nowhere to go, so each key waits for the announcement before it.
 */
async function dragByKeyboard(page: Page, name: string, key: 'ArrowUp' | 'ArrowDown', from: number): Promise<void> {
  const handle = page.getByRole('button', { name: `Чирж зөөх: ${name}` });
  // Before hydration the handle has no key listeners: a Space pressed then is lost.
  await waitForHydration(handle);
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${name} ${from}-р байранд.`)).toBeAttached();
  await page.keyboard.press(key);
  await expect(page.getByText(`${name} ${key === 'ArrowUp' ? from - 1 : from + 1}-р байранд.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(notice(page, 'Дараалал хадгалагдлаа.')).toBeVisible();
}

test.describe('[ADMIN] conference presenters, event dates and gallery', () => {
  test('[ADMIN]: a presenter added with a picture shows among the key speakers of /mw/presentation', async ({
    page,
  }) => {
    const stamp = Date.now();
    const name = `Туршилт Илтгэгч ${stamp}`;
    const nameEn = `Test Presenter ${stamp}`;
    await page.goto('/admin/week/presenters');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Илтгэгчид');
    await expect(page.getByLabel('Арга хэмжээ', { exact: true }).first()).toHaveValue('3');
    await expectAccessibleScreen(page);

    // Nothing filled in: the seeds' required fields (the event and the place have defaults).
    const form = page.getByRole('form', { name: 'Илтгэгч нэмэх' });
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText([
      'Зураг оруулна уу',
      'Нэрийг оруулна уу',
      'Англи нэрийг оруулна уу',
      'Албан тушаалыг оруулна уу',
      'Англи албан тушаалыг оруулна уу',
    ]);
    await expectAccessibleScreen(page);

    await form
      .getByLabel('Зураг', { exact: true })
      .setInputFiles({ name: 'speaker.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByText('Зураг байхгүй')).toHaveCount(0);
    await form.getByLabel('Нэр (монгол)').fill(name);
    await form.getByLabel('Нэр (англи)').fill(nameEn);
    await form.getByLabel('Албан тушаал (монгол)').fill('Туршилтын илтгэгч');
    await form.getByLabel('Албан тушаал (англи)').fill('Test speaker');
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(notice(page, ADDED)).toBeVisible();
    const row = page.getByTestId('presenter-row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    // The form is empty again, in add mode.
    await expect(form.getByLabel('Нэр (монгол)')).toHaveValue('');

    expect(await publicSpeakers(page)).toContain(name);
    await page.goto('/en/mw/presentation');
    await expect(page.getByRole('region', { name: 'Key speakers' })).toContainText(nameEn);

    // Editing scrolls to the form and moves the focus to it.
    await page.goto('/admin/week/presenters');
    await row.getByRole('button', { name: `Засах: ${name}` }).click();
    const editForm = page.getByRole('form', { name: 'Илтгэгч засах' });
    await expect(editForm.getByRole('heading', { name: 'Илтгэгч засах' })).toBeFocused();
    await expect(editForm.getByLabel('Нэр (монгол)')).toHaveValue(name);
    await editForm.getByRole('button', { name: 'Болих' }).click();

    await row.getByRole('button', { name: `Устгах: ${name}` }).click();
    await confirm(page, `'${name}' илтгэгчийг устгах уу?`);
    await expect(row).toHaveCount(0);
    expect(await publicSpeakers(page)).not.toContain(name);
  });

  test('[ADMIN]: presenters are reordered by dragging with the keyboard, and /mw/presentation follows', async ({
    page,
  }) => {
    await page.goto('/admin/week/presenters');
    const rows = page.getByTestId('presenter-row');
    const first = await presenterName(rows.nth(0));
    const second = await presenterName(rows.nth(1));

    await dragByKeyboard(page, second, 'ArrowUp', 2);
    await expect(rows.nth(0)).toContainText(second);
    await page.reload();
    await expect(rows.nth(0)).toContainText(second);
    await expect(rows.nth(1)).toContainText(first);
    expect((await publicSpeakers(page)).slice(0, 2)).toEqual([second, first]);

    // And back, so the demo order is as it was.
    await page.goto('/admin/week/presenters');
    await dragByKeyboard(page, second, 'ArrowDown', 1);
    await page.reload();
    await expect(rows.nth(0)).toContainText(first);
    expect((await publicSpeakers(page)).slice(0, 2)).toEqual([first, second]);
  });

  test('[ADMIN]: a day is added to the 2024 edition within its dates, once per number, and deleted', async ({
    page,
  }) => {
    await page.goto('/admin/week/event-date?event=2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Чуулганы өдрүүд');
    await expect(page.getByText('Арга хэмжээ 2024-10-02 – 2024-10-05 хооронд болно.')).toBeVisible();
    const rows = page.getByTestId('event-day-row');
    await expect(rows).toHaveCount(4);
    await expectAccessibleScreen(page);

    const form = page.getByRole('form', { name: 'Өдөр нэмэх' });
    await expect(form.getByLabel('Өдрийн дугаар')).toHaveValue('5');
    await form.getByLabel('Огноо').fill('2024-10-09');
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Огноо арга хэмжээний эхлэх, дуусах огнооны хооронд байх ёстой');
    await expect(form.getByLabel('Огноо')).toHaveValue('2024-10-09');

    await form.getByLabel('Өдрийн дугаар').fill('4');
    await form.getByLabel('Огноо').fill('2024-10-05');
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Энэ арга хэмжээнд ийм дугаартай өдөр бүртгэгдсэн байна');
    await expect(notice(page, 'Алдаа гарлаа: Энэ арга хэмжээнд ийм дугаартай өдөр бүртгэгдсэн байна')).toBeVisible();

    await form.getByLabel('Өдрийн дугаар').fill('5');
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(notice(page, ADDED)).toBeVisible();
    await expect(rows).toHaveCount(5);
    const added = rows.filter({ has: page.getByRole('rowheader', { name: '5-р өдөр' }) });
    await expect(added).toContainText('2024-10-05');
    await expectAccessibleScreen(page);

    await added.getByRole('button', { name: 'Устгах: 5-р өдөр' }).click();
    await confirm(
      page,
      '5-р өдөр (2024-10-05)-ийг устгах уу? Хамт устах: хөтөлбөрийн 0 зураг, хөтөлбөрийн 0 хэсэг, 0 илтгэл, 0 зураг.',
    );
    await expect(rows).toHaveCount(4);
  });

  test('[ADMIN]: two photos uploaded to a current edition’s day show on /mw/gallery; a file that is no picture is marked', async ({
    page,
  }) => {
    await page.goto('/admin/week/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Зургийн цомог');
    await waitForHydration(page.getByLabel('Арга хэмжээ - өдөр - огноо'));
    await page.getByLabel('Арга хэмжээ - өдөр - огноо').selectOption('33');
    await expect(page).toHaveURL(/[?&]day=33/);
    const total = page.getByTestId('gallery-total');
    const before = Number((await total.textContent())?.replace(/\D/g, ''));
    await expectAccessibleScreen(page);

    // No file chosen: nothing happens.
    await page.getByRole('button', { name: 'Хуулах' }).click();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

    await page.getByLabel('Зургууд', { exact: true }).setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: PNG },
      { name: 'second.png', mimeType: 'image/png', buffer: PNG },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
    ]);
    const chosen = page.getByRole('list', { name: 'Сонгосон файлууд' }).getByTestId('gallery-file');
    await expect(chosen).toHaveCount(3);
    await page.getByRole('button', { name: 'Хуулах' }).click();
    await expect(notice(page, ADDED)).toBeVisible();
    await expect(notice(page, /^Алдаа гарлаа: notes\.txt: Зөвхөн jpg, jpeg, png зураг сонгоно уу\./)).toBeVisible();
    await expect(chosen.filter({ hasText: 'first.png' })).toHaveAttribute('data-status', 'done');
    await expect(chosen.filter({ hasText: 'second.png' })).toHaveAttribute('data-status', 'done');
    await expect(chosen.filter({ hasText: 'notes.txt' })).toHaveAttribute('data-status', 'failed');
    await expect(total).toHaveText(`Нийт: ${before + 2}`);
    await expectAccessibleScreen(page);

    // Newest first: the two just added lead the list.
    const photos = page.getByTestId('gallery-photo');
    const files = await Promise.all(
      [0, 1].map(
        async (index) => ((await photos.nth(index).locator('img').getAttribute('src')) ?? '').split('/').pop() ?? '',
      ),
    );
    await page.goto('/mw/gallery#3');
    for (const file of files) await expect(page.locator(`img[src$="${file}"]`)).toHaveCount(1);

    await page.goto('/admin/week/gallery?day=33');
    for (const file of files) {
      await photos
        .filter({ has: page.locator(`img[src$="${file}"]`) })
        .getByRole('button', { name: /Устгах/ })
        .click();
      await confirm(page, 'Зургийг устгах уу?');
      await expect(page.locator(`img[src$="${file}"]`)).toHaveCount(0);
    }
    await expect(total).toHaveText(`Нийт: ${before}`);
  });
});
