import type { Locator, Page } from '@playwright/test';

import { STAFF } from '../fixtures/admin-session';
import { waitForHydration } from '../fixtures/hydration';
import { expect, test } from '../fixtures/test';

test.use({ storageState: STAFF.admin.storageState });

// Demo data: company 5 is approved (demo-data/directory.ts); 'Алтай 101' is a meeting room and sponsor@example.com a
// meeting user's address (demo-data/meetings.ts).
const COMPANY = 'ЭРДЭНЭ РЕСУРС ХХК';
const ROOM = 'Алтай 101';
const TAKEN_EMAIL = 'sponsor@example.com';

/** A notice (toast) reading `text`: the field's own message may read the same. */
async function expectNotice(page: Page, text: string): Promise<void> {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

/** `field` is marked invalid and names, as its description, the message shown under it. */
async function expectFieldMessage(field: Locator, text: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(text);
  const messageId =
    ((await field.getAttribute('aria-describedby')) ?? '').split(' ').find((id) => id.endsWith('-error')) ?? '';
  await expect(field.page().locator(`[id="${messageId}"]`)).toHaveText(text);
}

/** Adds an unused sub category under main category 04 and answers its code. */
async function addCategory(page: Page, name: string): Promise<string> {
  await page.goto('/admin/yellow/new-category');
  const main = page.getByLabel('Үндсэн ангилал', { exact: true });
  await waitForHydration(main);
  await main.selectOption('04');
  await page.getByLabel('Нэр (монгол)', { exact: true }).fill(name);
  await page.getByLabel('Нэр (англи)', { exact: true }).fill(`${name} (en)`);
  await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
  const notice = page.getByText(/^Ангилал 04\d\d кодтойгоор нэмэгдлээ\.$/);
  await expect(notice).toBeVisible();

  return /04\d\d/.exec((await notice.textContent()) ?? '')?.[0] ?? '';
}

test.describe('[ADMIN] a save the server refuses shows its message under the field', () => {
  test("[ADMIN]: a company's new category deleted meanwhile is refused under the sub category, the typed address kept", async ({
    page,
    context,
  }) => {
    const stamp = Date.now();
    const category = `Түр ангилал ${stamp}`;
    const address = `Сүхбаатар дүүрэг, ${stamp}`;
    const code = await addCategory(page, category);

    await page.goto(`/admin/yellow/list-company?search=${encodeURIComponent(COMPANY)}`);
    const edit = page.getByRole('button', { name: `Засах: ${COMPANY}` });
    await waitForHydration(edit);
    await edit.click();
    const dialog = page.getByRole('dialog', { name: `Байгууллага засах: '${COMPANY}'` });
    await dialog.getByLabel('Хаяг (монгол)', { exact: true }).fill(address);
    await dialog.getByRole('button', { name: 'Ангилал нэмэх' }).click();
    await dialog.getByLabel('Үндсэн ангилал', { exact: true }).selectOption('04');
    await dialog.getByLabel('Дэд ангилал', { exact: true }).selectOption({ label: `${code} ${category}` });

    // A colleague deletes the unused category on the categories screen before the company is saved.
    const colleague = await context.newPage();
    await colleague.goto('/admin/yellow/category?type=04');
    const remove = colleague.getByRole('button', { name: `${code}: устгах` });
    await waitForHydration(remove);
    await remove.click();
    const question = colleague.getByRole('dialog', { name: 'Баталгаажуулах' });
    await expect(question).toContainText(`'${code} ${category}' ангиллыг устгах уу?`);
    await question.getByRole('button', { name: 'Тийм' }).click();
    await expectNotice(colleague, 'Амжилттай устгалаа.');
    await colleague.close();

    // The browser's checks pass (the pair looks complete); the server, reading the categories now, refuses it.
    await dialog.getByRole('button', { name: 'Хадгалах' }).click();
    await expectNotice(page, 'Мэдээллийг хадгалахад алдаа гарлаа.');
    await expect(dialog).toBeVisible();
    await expectFieldMessage(dialog.getByLabel('Дэд ангилал', { exact: true }), 'Дэд ангилал сонгоно уу');
    await expect(dialog.getByLabel('Хаяг (монгол)', { exact: true })).toHaveValue(address);
    await expect(dialog.getByLabel('Үндсэн ангилал', { exact: true })).toHaveValue('04');
  });

  test('[ADMIN]: a meeting room named like another is refused under its name, what was typed kept', async ({
    page,
  }) => {
    await page.goto('/admin/yellow/meeting-info');
    const addRoom = page.getByRole('button', { name: 'Өрөө нэмэх' });
    await waitForHydration(addRoom);
    await addRoom.click();
    const form = page.getByRole('form', { name: 'Өрөө нэмэх' });
    await form.getByLabel('Өрөөний нэр', { exact: true }).fill(ROOM);
    await form.getByLabel('Өрөөний нэр (англиар)', { exact: true }).fill('Another Altai');
    await form.getByLabel('Багтаамж (хүн)', { exact: true }).fill('8');
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();

    await expectNotice(page, 'Ийм нэртэй өрөө бүртгэлтэй байна.');
    await expectFieldMessage(form.getByLabel('Өрөөний нэр', { exact: true }), 'Ийм нэртэй өрөө бүртгэлтэй байна.');
    // As after the browser's own checks, the refused field takes the focus.
    await expect(form.getByLabel('Өрөөний нэр', { exact: true })).toBeFocused();
    await expect(form.getByLabel('Өрөөний нэр', { exact: true })).toHaveValue(ROOM);
    await expect(form.getByLabel('Өрөөний нэр (англиар)', { exact: true })).toHaveValue('Another Altai');
    await expect(form.getByLabel('Багтаамж (хүн)', { exact: true })).toHaveValue('8');
  });

  test('[ADMIN]: a meeting user with an address already registered is refused under the e-mail, what was typed kept', async ({
    page,
  }) => {
    const name = `Давхар ХХК ${Date.now()}`;
    await page.goto('/admin/yellow/add-user');
    const form = page.getByRole('form', { name: 'Хэрэглэгч нэмэх' });
    const email = form.getByLabel('Цахим шуудан', { exact: true });
    await waitForHydration(email);
    await form.getByLabel('Нэр', { exact: true }).fill(name);
    await form.getByLabel('Нэр (англи)', { exact: true }).fill('Double LLC');
    await email.fill(TAKEN_EMAIL);
    await form.getByLabel('Төрөл', { exact: true }).selectOption('Attendee');
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();

    await expectNotice(page, 'Энэ цахим шуудангаар бүртгэлтэй хэрэглэгч байна.');
    await expectFieldMessage(email, 'Энэ цахим шуудангаар бүртгэлтэй хэрэглэгч байна.');
    await expect(email).toBeFocused();
    await expect(email).toHaveValue(TAKEN_EMAIL);
    await expect(form.getByLabel('Нэр', { exact: true })).toHaveValue(name);
    await expect(form.getByLabel('Төрөл', { exact: true })).toHaveValue('Attendee');
  });
});
