import type { Page } from '@playwright/test';

import { STAFF } from '../fixtures/admin-session';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { waitForHydration } from '../fixtures/hydration';
import { expectAccessibleScreen } from '../fixtures/notices';
import { expect, test } from '../fixtures/test';

test.use({ storageState: STAFF.admin.storageState });

/** A valid 1×1 PNG: the upload route checks the content, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const IMPORT_HEADER = 'name,name_en,email,phone_number,user_type';

async function expectNotice(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

/** The confirmation dialog holding `question`, answered yes. */
async function confirm(page: Page, question: string | RegExp): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Баталгаажуулах' }).filter({ hasText: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Тийм' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('[ADMIN] expo meetings back-office', () => {
  test('[ADMIN]: a meeting user is added with the form, then updated and another added from a file with a bad row', async ({
    page,
  }) => {
    const stamp = Date.now();
    const email = `e2e-form-${stamp}@example.com`;
    const imported = {
      name: `Импорт ХХК ${stamp}`,
      nameEn: `Import LLC ${stamp}`,
      email: `e2e-import-${stamp}@example.com`,
    };
    await page.goto('/admin/yellow/add-user');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Уулзалтын хэрэглэгч нэмэх');
    await expectAccessibleScreen(page);

    const form = page.getByRole('form', { name: 'Хэрэглэгч нэмэх' });
    const name = form.getByLabel('Нэр', { exact: true });
    await waitForHydration(name);
    await expect(form.getByLabel('Төрөл', { exact: true })).toHaveValue('Exhibitor');
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(form.getByRole('alert').first()).toHaveText('Нэр оруулна уу');
    await name.fill('Е2Е Майнинг ХХК');
    await form.getByLabel('Нэр (англи)', { exact: true }).fill('E2E Mining LLC');
    await form.getByLabel('Цахим шуудан', { exact: true }).fill(email);
    await form.getByLabel('Утасны дугаар', { exact: true }).fill('+976 9900 1122');
    await form.getByLabel('Төрөл', { exact: true }).selectOption('Attendee');
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expectNotice(page, 'Амжилттай нэмэгдлээ.');
    // The form starts afresh for the next person.
    await expect(name).toHaveValue('');

    const importSection = page.getByRole('region', { name: 'Файлаас олноор нэмэх' });
    await importSection.getByRole('button', { name: 'Оруулах' }).click();
    await expect(importSection.getByRole('alert')).toHaveText('Файл сонгоно уу!');
    await expect(importSection.getByRole('link', { name: 'CSV загвар' })).toHaveAttribute(
      'href',
      '/api/yellow-page/meeting-users-template?format=csv',
    );
    const file = [
      IMPORT_HEADER,
      `${imported.name},${imported.nameEn},${imported.email},,Sponsor`,
      `,Nameless LLC,nameless-${stamp}@example.com,,Exhibitor`,
      `Е2Е Майнинг ХХК,E2E Mining Group LLC,${email.toUpperCase()},,Attendee`,
    ].join('\n');
    await importSection
      .getByLabel('Файл (CSV эсвэл .xlsx, 5MB хүртэл)')
      .setInputFiles({ name: 'meeting-users.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await importSection.getByRole('button', { name: 'Оруулах' }).click();
    const report = page.getByTestId('import-report');
    await expect(report).toContainText('Нэмэгдсэн: 1');
    await expect(report).toContainText('Шинэчлэгдсэн: 1');
    await expect(report).toContainText('Алгассан мөр: 1');
    await expect(report.getByRole('row').filter({ hasText: 'Нэр оруулна уу' })).toContainText('3');
    await expectAccessibleScreen(page);

    await page.goto('/admin/yellow/meeting-users?limit=100');
    await expect(page.getByRole('cell', { name: 'E2E Mining Group LLC' })).toBeVisible();
    await expect(page.getByRole('cell', { name: `nameless-${stamp}@example.com` })).toHaveCount(0);
  });

  test('[ADMIN]: the meeting users are filtered by type and one is edited with the same form', async ({ page }) => {
    const stamp = Date.now();
    const email = `e2e-edit-${stamp}@example.com`;
    await page.goto('/admin/yellow/add-user');
    const form = page.getByRole('form', { name: 'Хэрэглэгч нэмэх' });
    await waitForHydration(form.getByLabel('Нэр', { exact: true }));
    await form.getByLabel('Нэр', { exact: true }).fill(`Засах ХХК ${stamp}`);
    await form.getByLabel('Нэр (англи)', { exact: true }).fill(`Edit LLC ${stamp}`);
    await form.getByLabel('Цахим шуудан', { exact: true }).fill(email);
    await form.getByLabel('Төрөл', { exact: true }).selectOption('Sponsor');
    await form.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expectNotice(page, 'Амжилттай нэмэгдлээ.');

    await page.goto('/admin/yellow/meeting-users');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Уулзалтын хэрэглэгчид');
    await expectAccessibleScreen(page);
    const type = page.getByLabel('Төрөл', { exact: true });
    await waitForHydration(type);
    await type.selectOption('Sponsor');
    await expect(page).toHaveURL(/type=Sponsor/);
    const typeCells = page.getByRole('table').getByRole('cell', { name: /^(Exhibitor|Attendee|Sponsor)$/ });
    await expect(typeCells.first()).toHaveText('Sponsor');
    expect(new Set(await typeCells.allTextContents())).toEqual(new Set(['Sponsor']));

    await page.getByRole('button', { name: `Засах: Засах ХХК ${stamp}` }).click();
    const editForm = page.getByRole('form', { name: `Хэрэглэгчийн мэдээлэл засах: 'Засах ХХК ${stamp}'` });
    await expect(editForm).toBeInViewport();
    await expect(editForm.getByLabel('Цахим шуудан', { exact: true })).toHaveValue(email);
    await expectNoSeriousA11yViolations(page);
    await editForm.getByLabel('Нэр (англи)', { exact: true }).fill(`Edited LLC ${stamp}`);
    await editForm.getByRole('button', { name: 'Хадгалах' }).click();
    await expectNotice(page, 'Амжилттай шинэчлэгдлээ.');
    await expect(editForm).toBeHidden();
    await expect(page.getByRole('cell', { name: `Edited LLC ${stamp}` })).toBeVisible();
  });

  test('[ADMIN]: a meeting day and a room with a picture are added, and a time with live meetings is not deleted', async ({
    page,
  }) => {
    const stamp = Date.now();
    // A day of its own, far ahead, so that a second run still adds all of its times.
    const day = new Date(Date.UTC(2040, 0, 1) + (stamp % 3000) * 86_400_000).toISOString().slice(0, 10);
    const room = `E2E өрөө ${stamp}`;
    await page.goto('/admin/yellow/meeting-info');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Уулзалтын өдөр, цаг, өрөө');
    await expect(page.getByRole('heading', { name: 'Уулзалтын өдрүүд' })).toBeVisible();
    await expectAccessibleScreen(page);

    const addDay = page.getByRole('button', { name: 'Өдөр нэмэх' });
    await waitForHydration(addDay);
    await addDay.click();
    const dayForm = page.getByRole('form', { name: 'Уулзалтын өдөр нэмэх' });
    await dayForm.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(dayForm.getByRole('alert')).toHaveText([
      'Өдрөө оруулна уу',
      'Эхлэх цагийг оруулна уу',
      'Дуусах цагийг оруулна уу',
    ]);
    await expectNoSeriousA11yViolations(page);
    await dayForm.getByLabel('Өдөр', { exact: true }).fill(day);
    await dayForm.getByLabel('Эхлэх цаг', { exact: true }).fill('10:00');
    await dayForm.getByLabel('Дуусах цаг', { exact: true }).fill('13:00');
    await dayForm.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expectNotice(page, '3 цаг нэмэгдлээ.');
    await expect(page.getByRole('list', { name: `${day}: уулзалтын цагууд` }).getByRole('listitem')).toHaveText([
      /^10:00/,
      /^11:00/,
      /^12:00/,
    ]);

    await page.getByRole('button', { name: 'Өрөө нэмэх' }).click();
    const roomForm = page.getByRole('form', { name: 'Өрөө нэмэх' });
    await roomForm.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expect(roomForm.getByRole('alert')).toHaveText([
      'Өрөөний нэрийг оруулна уу',
      'Өрөөний багтаамжийг оруулна уу',
    ]);
    await roomForm.getByLabel('Өрөөний нэр', { exact: true }).fill(room);
    await roomForm.getByLabel('Өрөөний нэр (англиар)', { exact: true }).fill(`E2E room ${stamp}`);
    await roomForm.getByLabel('Багтаамж (хүн)', { exact: true }).fill('8');
    await roomForm
      .getByLabel('Өрөөний зураг', { exact: true })
      .setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: PNG });
    await expect(roomForm.locator('img')).toHaveAttribute('src', /^\/files\/admin\/images\//);
    await roomForm.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await expectNotice(page, 'Амжилттай нэмэгдлээ.');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: room }) });
    await expect(card.getByRole('img', { name: room })).toBeVisible();
    await expect(card).toContainText('Багтаамж: 8');

    // Demo data: the first meeting day's 11:00 has live meetings in two rooms.
    const toggle = page.getByRole('button', { name: 'Цаг устгах' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Болих' })).toHaveAttribute('aria-pressed', 'true');
    const deleteEleven = page.getByRole('button', { name: / 11:00 цагийг устгах$/ }).first();
    const label = (await deleteEleven.getAttribute('aria-label')) ?? '';
    const date = label.split(' ')[0] ?? '';
    await deleteEleven.click();
    await confirm(page, `${date} өдрийн 11:00 цагийг устгах уу?`);
    await expectNotice(page, /^Энэ цагт цуцлагдаагүй [1-9]\d* уулзалт байгаа тул устгах боломжгүй\.$/);
    await expect(
      page
        .getByRole('list', { name: `${date}: уулзалтын цагууд` })
        .getByRole('listitem')
        .filter({ hasText: /^11:00/ }),
    ).toHaveCount(1);
    await page.getByRole('button', { name: 'Болих' }).click();
    await expect(page.getByRole('button', { name: 'Цаг устгах' })).toBeVisible();
  });

  test('[ADMIN]: the meeting list is filtered by status and shown in English', async ({ page }) => {
    await page.goto('/admin/yellow/meeting-list');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Уулзалтын жагсаалт');
    await expectAccessibleScreen(page);
    const status = page.getByLabel('Төлөв', { exact: true });
    await waitForHydration(status);
    await status.selectOption('accepted');
    await expect(page).toHaveURL(/type=accepted/);
    const table = page.getByRole('table', { name: 'Уулзалтууд' });
    const badges = table.getByText(/^(Зөвшөөрсөн|Хүлээгдэж байна|Цуцлагдсан|Accepted|Pending|Cancelled)$/);
    await expect(badges.first()).toHaveText('Зөвшөөрсөн');
    expect(new Set(await badges.allTextContents())).toEqual(new Set(['Зөвшөөрсөн']));

    // Demo data: M-000002 is Demo Expo LLC's accepted meeting with Altan Iveel LLC.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/lang=en/);
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await expect(badges.first()).toHaveText('Accepted');
    await expect(table.getByRole('cell', { name: 'Altan Iveel LLC' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'CSV татах' })).toHaveAttribute(
      'href',
      /type=accepted.*lang=en.*format=csv|lang=en.*type=accepted.*format=csv/,
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Дэлгэрэнгүй: M-000002' }).click();
    const dialog = page.getByRole('dialog', { name: 'Уулзалт M-000002' });
    await expect(dialog).toContainText('Demo Expo LLC (exhibitor@example.com)');
    await expect(dialog).toContainText('sponsor@example.com');
    // Meeting days carry their weekday, in the back-office's Mongolian, in the list and in the details.
    const day = /\d{4}\.\d{2}\.\d{2}, (Ням|Даваа|Мягмар|Лхагва|Пүрэв|Баасан|Бямба)/;
    await expect(dialog).toContainText(day);
    await expect(table.getByRole('cell', { name: day }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Хаах' }).click();
    await expect(dialog).toBeHidden();
  });
});
