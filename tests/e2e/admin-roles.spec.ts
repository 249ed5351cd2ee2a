import type { Page } from '@playwright/test';

import { signInWithMailedCode, STAFF } from '../fixtures/admin-session';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

const FORBIDDEN = { message: 'Танд энэ үйлдлийг хийх эрх байхгүй.' };

/** The menu entries of screens that show people rather than content: none is the read-only role's. */
const PEOPLE_SCREENS = [
  'Ирсэн хүсэлтүүд',
  'Сайн дурын оролцогчид',
  'Гишүүдийн үнэлгээний үр дүн',
  'Админ хэрэглэгчид',
  'Үйлдлийн бүртгэл',
  'Бүртгэлүүд',
  'Шинэ бүртгэл',
  'Бүртгэлийн хүсэлтүүд',
  'Уулзалтын хэрэглэгч нэмэх',
  'Уулзалтын хэрэглэгчид',
  'Уулзалтын жагсаалт',
];

/** Handlers (and their CSV exports) that answer people's details. */
const PEOPLE_CALLS = [
  '/api/get/office-request?page=1&limit=10',
  '/api/get/office-request?format=csv',
  '/api/get/assessment-respondents?format=csv',
  '/api/mw/get/user-registration?format=csv',
  '/api/yellow-page/get/meeting-users?type=all',
  '/api/yellow-page/get/meetings?type=all&format=csv',
  '/api/admin/get/audit-log?page=1&limit=10',
];

const menu = (page: Page) => page.getByRole('navigation', { name: 'Админ цэс' });

/** An admin adds a read-only account (role 3) on the accounts screen, as staff do. */
async function addReadOnlyAccount(page: Page, email: string): Promise<void> {
  await page.goto('/admin/accounts?limit=30');
  await page.getByLabel(/^Нэр/).fill('Уншигч');
  await page.getByLabel(/^И-мэйл/).fill(email);
  await page.getByLabel(/^Эрхийн төрөл/).selectOption('3');
  await page.getByRole('button', { name: 'Нэмэх', exact: true }).click();
  await expect(page.getByText('Амжилттай шинэчлэгдлээ.')).toBeVisible();
}

test.describe('[ADMIN] the read-only role', () => {
  test.use({ storageState: STAFF.admin.storageState });

  test('[ADMIN]: a read-only account sees the content screens, not the people behind them', async ({
    page,
    browser,
  }) => {
    const email = `reader-${Date.now()}@example.mn`;
    await addReadOnlyAccount(page, email);

    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const reader = await context.newPage();
    await signInWithMailedCode(reader, email);

    // The dashboard keeps its counts; the latest audit entries (staff and their addresses) are not shown.
    await expect(reader.getByTestId('news-count')).toBeVisible();
    await expect(reader.getByRole('heading', { name: 'Сүүлийн үйлдлүүд' })).toHaveCount(0);
    await expect(menu(reader).getByRole('link', { name: 'Мэдээ засах' }).first()).toBeVisible();
    await expect(menu(reader).getByRole('link', { name: 'Уулзалтын өдөр, өрөө' })).toBeVisible();
    for (const label of PEOPLE_SCREENS)
      await expect(menu(reader).getByRole('link', { name: label, exact: true })).toHaveCount(0);

    const refusal = await reader.goto('/admin/request-list');
    expect(refusal?.status()).toBe(403);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Хандах эрхгүй');
    await expect(reader.getByRole('alert').filter({ hasText: 'Танд энэ хуудсыг үзэх эрх байхгүй.' })).toBeVisible();
    await expect(reader.getByRole('table')).toHaveCount(0);
    await expectNoSeriousA11yViolations(reader);
    expect((await reader.goto('/admin/yellow/meeting-users'))?.status()).toBe(403);

    for (const url of PEOPLE_CALLS) {
      const response = await reader.request.get(url);
      expect(response.status(), url).toBe(403);
      expect(await response.json(), url).toEqual(FORBIDDEN);
    }
    // Content still reads.
    expect((await reader.request.get('/api/admin/get/news?page=1&limit=5')).status()).toBe(200);
    await context.close();
  });

  test('[ADMIN]: the admin keeps the people screens in the menu and the dashboard’s audit entries', async ({
    page,
  }) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Сүүлийн үйлдлүүд' })).toBeVisible();
    for (const label of PEOPLE_SCREENS)
      await expect(menu(page).getByRole('link', { name: label, exact: true })).toBeVisible();
  });
});
