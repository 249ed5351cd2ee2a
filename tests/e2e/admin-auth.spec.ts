import type { Page } from '@playwright/test';

import { STAFF, signInWithMailedCode } from '../fixtures/admin-session';
import { alertOf } from '../fixtures/alerts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { readLatestCode } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';

const ADMIN_EMAIL = 'admin@example.com';

/** Asks for a code on the login page and returns it, read from the mail the server wrote. */
async function requestCode(page: Page, email: string): Promise<string> {
  await page.goto('/admin/login');
  await page.getByLabel('И-мэйл хаяг').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Код илгээх' }).click();
  await expect(page.getByRole('group', { name: 'Нэвтрэх код' })).toBeVisible();

  return readLatestCode(email, { since });
}

function codeBox(page: Page, position: number) {
  return page.getByLabel(`Кодын ${position}-р орон`, { exact: true });
}

test.describe('[ADMIN] sign-in', () => {
  test('[ADMIN]: a visitor lands on the login page and the admin API refuses it', async ({ page, request }) => {
    await page.goto('/admin/dashboard');

    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page).toHaveTitle('Админ');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    // The association's mark is the tab's icon here too: no request for a /favicon.ico that does not exist.
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/images/logo.svg');
    await expectNoSeriousA11yViolations(page);

    for (const path of ['/api/get/dashboard', '/api/get/account']) {
      const response = await request.get(path);
      expect(response.status()).toBe(401);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
  });

  test('[ADMIN]: signs in with the mailed code', async ({ page }) => {
    const code = await requestCode(page, ADMIN_EMAIL);
    await expectNoSeriousA11yViolations(page);

    // Typing moves from box to box.
    await codeBox(page, 1).click();
    await page.keyboard.type(code);
    await expect(codeBox(page, 6)).toHaveValue(code.charAt(5));
    await page.getByRole('button', { name: 'Нэвтрэх' }).click();

    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Хянах самбар' })).toBeVisible();
    await expect(page.getByTestId('news-count')).toHaveText(/^\d[\d\s.,\u00a0\u202f]*$/);
    await expect(page.getByTestId('request-count')).toHaveText(/^\d[\d\s.,\u00a0\u202f]*$/);
    await expect(page.getByRole('banner')).toContainText('Болормаа');
    await expect(page.getByRole('banner')).toContainText('Гүйцэтгэх захирал');
    await expect(page.getByRole('region', { name: 'Сүүлийн үйлдлүүд' })).toContainText('Админ самбар: нэвтэрсэн');
    await expectNoSeriousA11yViolations(page);

    const dashboard = await page.request.get('/api/get/dashboard');
    expect(dashboard.status()).toBe(200);
    expect(await dashboard.json()).toEqual({ newsCount: expect.any(Number), requestCount: expect.any(Number) });
    const account = await page.request.get('/api/get/account');
    expect(await account.json()).toEqual({ account: { first_name: 'Болормаа', position: 'Гүйцэтгэх захирал' } });

    // Signed in, the login page leads back to the dashboard, and unknown admin paths are a 404 inside the admin.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const missing = await page.goto('/admin/no-such-screen');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Хуудас олдсонгүй' })).toBeVisible();

    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Гарах' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await page.request.get('/api/get/dashboard')).status()).toBe(401);
  });

  test('[ADMIN]: a wrong code shows the server message in red', async ({ page }) => {
    const code = await requestCode(page, ADMIN_EMAIL);
    const wrongCode = ((Number(code) + 1) % 1_000_000).toString().padStart(6, '0');

    // Pasting six digits into the first box fills all six.
    await codeBox(page, 1).evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, wrongCode);
    await expect(codeBox(page, 6)).toHaveValue(wrongCode.charAt(5));
    await page.getByRole('button', { name: 'Нэвтрэх' }).click();

    const alert = alertOf(page);
    await expect(alert).toHaveText('Код буруу эсвэл хүчингүй байна. Шалгаад дахин оруулах эсвэл шинэ код авна уу.');
    await expect(alert).toHaveClass(/text-red-700/);
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('[ADMIN]: an unknown e-mail gets the same answers as a staff e-mail, to the address and to a wrong code, so the page tells no one who works here', async ({
    page,
  }) => {
    const answersFor = async (email: string) => {
      await page.goto('/admin/login');
      await page.getByLabel('И-мэйл хаяг').fill(email);
      await page.getByRole('button', { name: 'Код илгээх' }).click();
      await expect(page.getByRole('group', { name: 'Нэвтрэх код' })).toBeVisible();
      const sent = (await page.getByRole('status').textContent())?.replace(email, '<email>');
      await codeBox(page, 1).click();
      await page.keyboard.type('000000');
      await page.getByRole('button', { name: 'Нэвтрэх' }).click();
      await expect(alertOf(page)).toBeVisible();

      return { sent, wrongCode: await alertOf(page).textContent() };
    };

    const stranger = await answersFor('stranger@example.com');
    expect(stranger.sent).toBe(
      'Хэрэв <email> хаяг ажилтны бүртгэлд байгаа бол түүн рүү 6 оронтой нэвтрэх код илгээлээ. Код 10 минутын турш хүчинтэй. Ирээгүй бол хаягаа шалгаад дахин оролдоно уу.',
    );
    expect(stranger.wrongCode).toBe('Код буруу эсвэл хүчингүй байна. Шалгаад дахин оруулах эсвэл шинэ код авна уу.');
    expect(await answersFor(STAFF.moderator.email)).toEqual(stranger);
  });

  test('[ADMIN]: a session cookie copied before logging out no longer opens the back-office', async ({
    page,
    browser,
  }) => {
    await signInWithMailedCode(page, STAFF.moderator.email);
    const copied = await page.context().cookies();

    await page.getByRole('button', { name: 'Гарах' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);

    const elsewhere = await browser.newContext();
    await elsewhere.addCookies(copied);
    const thief = await elsewhere.newPage();
    await thief.goto('/admin/dashboard');
    await expect(thief).toHaveURL(/\/admin\/login$/);
    expect((await thief.request.get('/api/get/dashboard')).status()).toBe(401);
    await elsewhere.close();
  });
});
