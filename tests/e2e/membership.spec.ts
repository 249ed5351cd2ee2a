import path from 'node:path';

import type { Locator, Page } from '@playwright/test';

import { E2E_DATA_DIR } from '../../playwright.config';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { readLatestMail, readOutboxMails } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';

const tab = (page: Page, name: string) => page.getByRole('tablist').getByRole('tab', { name });
const requestForm = (page: Page, name = 'Гишүүн болох хүсэлт') => page.getByRole('form', { name });

async function fillRequest(form: Locator, values: { name: string; email: string; phone: string; business: string }) {
  await form.getByLabel('Овог нэр').fill(values.name);
  await form.getByLabel('Имэйл хаяг').fill(values.email);
  await form.getByLabel('Утасны дугаар').fill(values.phone);
  await form.getByLabel('Бизнесийн төрөл').fill(values.business);
}

const REQUEST = { name: 'Д.Сараа', email: 'saraa@example.mn', phone: '99112233', business: 'Геологи хайгуул' };

test.describe('membership', () => {
  test('[MEMBERSHIP]: the overview lists the six benefits and leads to the request form', async ({ page }) => {
    await page.goto('/mm/membership');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Гишүүнчлэл');
    await expect(page.getByRole('region', { name: 'Гишүүнчлэлийн давуу тал' }).getByRole('listitem')).toHaveCount(6);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Гишүүн болох хүсэлт илгээх' }).click();
    await expect(page).toHaveURL(/\/mm\/member#3$/);
    await expect(tab(page, 'Гишүүн болох')).toHaveAttribute('aria-selected', 'true');
    await expect(requestForm(page)).toBeVisible();
  });

  test('[MEMBERSHIP]: tabs follow clicks, the keyboard and the address', async ({ page, request }) => {
    // Every tab's content is in the server HTML.
    const html = await (await request.get('/mm/member')).text();
    for (const text of [
      'Дархан Айрон Ор ХХК',
      'Хайрхан Лаборатори ХХК',
      'Хүсэлтийн зорилго',
      'Сургалт, чадавх бэхжүүлэх',
    ])
      expect(html).toContain(text);

    await page.goto('/mm/member');
    const board = page.getByRole('tabpanel', { name: 'ТУЗ-ийн гишүүд' });
    await expect(tab(page, 'ТУЗ-ийн гишүүд')).toHaveAttribute('aria-selected', 'true');
    await expect(board).toContainText('11 гишүүнтэй бөгөөд 3 жилийн хугацаатай');
    await expect(board.getByRole('link')).toHaveCount(11);
    for (const link of await board.getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\/(?!localhost)/);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(page.getByRole('tabpanel')).toHaveCount(1);

    await tab(page, 'Үндсэн гишүүд').click();
    await expect(tab(page, 'Үндсэн гишүүд')).toHaveAttribute('aria-selected', 'true');
    const main = page.getByRole('tabpanel', { name: 'Үндсэн гишүүд' });
    await expect(main.getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
    await expect(board).toBeHidden();
    await expect(page).toHaveURL(/#2$/);

    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Гишүүн болох')).toBeFocused();
    await expect(tab(page, 'Гишүүн болох')).toHaveAttribute('aria-selected', 'true');
    await expect(requestForm(page)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'ТУЗ-ийн гишүүд')).toBeFocused();
    await expect(board).toBeVisible();
    await page.keyboard.press('End');
    await expect(tab(page, 'Гишүүн болох')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab(page, 'ТУЗ-ийн гишүүд')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect(board).toBeFocused();

    // Typing another hash into the address.
    await page.evaluate(() => {
      window.location.hash = '2';
    });
    await expect(tab(page, 'Үндсэн гишүүд')).toHaveAttribute('aria-selected', 'true');
    await expect(main).toBeVisible();

    // A fresh load with a hash selects its tab; a menu link with another hash then changes it on the same page.
    await page.goto('about:blank');
    await page.goto('/mm/member#2');
    await expect(tab(page, 'Үндсэн гишүүд')).toHaveAttribute('aria-selected', 'true');
    await page.setViewportSize({ width: 1280, height: 800 });
    const menu = page.getByRole('navigation', { name: 'Үндсэн цэс' });
    await menu.getByRole('button', { name: 'Гишүүнчлэл' }).click();
    await menu.getByRole('link', { name: 'Гишүүн болох' }).click();
    await expect(page).toHaveURL(/\/mm\/member(#2)?#3$/);
    await expect(tab(page, 'Гишүүн болох')).toHaveAttribute('aria-selected', 'true');
    await expect(requestForm(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('[MEMBERSHIP]: the form reports missing fields one at a time in the seeds order', async ({ page }) => {
    await page.goto('/mm/member#3');
    const form = requestForm(page);
    const alert = form.getByRole('alert');
    await form.getByRole('button', { name: 'Илгээх' }).click();
    await expect(alert).toHaveText('Овог нэрээ оруулна уу');
    await expect(form.getByLabel('Овог нэр')).toBeFocused();
    await expect(form.getByText('Утасны дугаараа оруулна уу')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel('Овог нэр').fill(REQUEST.name);
    await expect(alert).toHaveText('Имэйл хаягаа оруулна уу');
    await form.getByLabel('Имэйл хаяг').fill('saraa@');
    await expect(alert).toHaveText('Имэйл хаяг буруу байна');
    await form.getByLabel('Имэйл хаяг').fill(REQUEST.email);
    await expect(alert).toHaveText('Утасны дугаараа оруулна уу');
    await form.getByLabel('Утасны дугаар').fill(REQUEST.phone);
    await expect(alert).toHaveText('Бизнесийн төрлөө оруулна уу');
    await form.getByLabel('Бизнесийн төрөл').fill(REQUEST.business);
    await expect(alert).toHaveText('Хүсэлтийн зорилгийг бөглөнө үү');
    await form.getByLabel('Ажлын албатай уулзах').check();
    await expect(alert).toBeHidden();
  });

  test('[MEMBERSHIP]: a phone of letters or a one-letter name is refused; a sent request is acknowledged by mail', async ({
    page,
  }) => {
    await page.goto('/mm/member#3');
    const form = requestForm(page);
    const alert = form.getByRole('alert');
    const applicant = { ...REQUEST, name: `Д.Сараа ${Date.now()}`, email: `saraa.${Date.now()}@example.mn` };
    await fillRequest(form, { ...applicant, phone: 'abc' });
    await form.getByLabel('Гишүүнээр элсэх').check();
    await form.getByRole('button', { name: 'Илгээх' }).click();
    await expect(alert).toHaveText('Утасны дугаар буруу байна');
    await expect(form.getByLabel('Утасны дугаар')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Утасны дугаар').fill(applicant.phone);
    await form.getByLabel('Овог нэр').fill('Д');
    await expect(alert).toHaveText('Овог нэрээ бүтэн оруулна уу');
    await form.getByLabel('Овог нэр').fill(applicant.name);
    await expect(alert).toBeHidden();

    const since = Date.now();
    await form.getByRole('button', { name: 'Илгээх' }).click();
    await expect(form.getByRole('status')).toHaveText(/хүлээн авлаа/);
    const receipt = await readLatestMail(applicant.email, { since });
    expect(receipt.subject).toBe('Гишүүн болох хүсэлтийг тань хүлээн авлаа');
    // The name as a mail to a typed address may repeat it: each `word.word` broken, so no domain in it is linked.
    expect(receipt.text).toContain(`Сайн байна уу, ${applicant.name.replace('.', '. ')}.`);
    // The office's notice goes to the address in the site settings, whatever staff saved there last.
    await expect
      .poll(
        async () =>
          (await readOutboxMails(path.join(E2E_DATA_DIR, 'outbox'))).filter(
            (mail) => mail.subject === `Гишүүн болох шинэ хүсэлт: ${applicant.name}`,
          ).length,
      )
      .toBe(1);
  });

  test('[MEMBERSHIP]: a request sent from the English page gets an English receipt', async ({ page }) => {
    await page.goto('/en/mm/member#3');
    const form = requestForm(page, 'Membership request');
    const email = `saraa.en.${Date.now()}@example.mn`;
    await form.getByLabel('Full name').fill('Saraa Dorj');
    await form.getByLabel('E-mail address').fill(email);
    await form.getByLabel('Phone number').fill('abc');
    await form.getByLabel('Type of business').fill('Exploration');
    await form.getByLabel('Become a member').check();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('alert')).toHaveText('The phone number is not valid');
    await form.getByLabel('Phone number').fill('+976 9911 2233');
    const since = Date.now();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('status')).toHaveText(/has been received/);
    const receipt = await readLatestMail(email, { since });
    expect(receipt.subject).toBe('We have received your membership request');
    expect(receipt.text).toContain('Purpose of the request: Become a member');
  });

  test('[MEMBERSHIP]: a sent request shows the success message for 10 seconds and clears the form', async ({
    page,
  }) => {
    // The page's clock runs as usual, and the test moves it on instead of waiting out the 10 seconds.
    await page.clock.install();
    await page.goto('/mm/member#3');
    const form = requestForm(page);
    const success = form.getByRole('status');
    for (let round = 0; round < 2; round += 1) {
      await fillRequest(form, REQUEST);
      await form.getByLabel('Гишүүнээр элсэх').check();
      await form.getByLabel('Хариуцлагатай уул уурхайн кодексод нэгдэх').check();
      await form.getByRole('button', { name: 'Илгээх' }).click();
      await expect(success).toHaveText('Таны хүсэлтийг хүлээн авлаа. Ажлын алба тантай удахгүй холбогдоно.');
      await expect(form.getByLabel('Овог нэр')).toHaveValue('');
      await expect(form.getByLabel('Гишүүнээр элсэх')).not.toBeChecked();
      await expect(form.getByRole('alert')).toHaveCount(0);
    }
    await page.clock.fastForward(8_000);
    await expect(success).toHaveText(/хүлээн авлаа/);
    await page.clock.fastForward(2_500);
    await expect(success).toHaveText('');
    await expect(form.getByLabel('Имэйл хаяг')).toHaveValue('');
  });

  test.describe(() => {
    // The server's failure is made on purpose here, and the browser logs it.
    test.use({
      expectedPageErrors: [/Failed to load resource: the server responded with a status of 500 .*\/mm\/member\b/],
    });

    test('[MEMBERSHIP]: a failed request keeps the typed values and says so', async ({ page }) => {
      await page.goto('/mm/member#3');
      // Server actions are posted to the page's own address.
      await page.route('**/mm/member', (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
      );
      const form = requestForm(page);
      await fillRequest(form, REQUEST);
      await form.getByLabel('Гишүүнээр элсэх').check();
      await form.getByRole('button', { name: 'Илгээх' }).click();
      await expect(form.getByRole('alert')).toHaveText('Алдаа гарлаа!');
      await expect(form.getByLabel('Овог нэр')).toHaveValue(REQUEST.name);
      await expect(form.getByLabel('Гишүүнээр элсэх')).toBeChecked();
      await expect(form.getByRole('button', { name: 'Илгээх' })).toBeEnabled();
    });
  });

  test('[MEMBERSHIP]: the English edition', async ({ page }) => {
    await page.goto('/en/mm/member#3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Members');
    // Member logos carry their English names on the English edition.
    expect(await page.content()).toContain('Altan Gobi Resources JSC');
    await expect(page.getByRole('tab', { name: 'Become a member' })).toHaveAttribute('aria-selected', 'true');
    const form = requestForm(page, 'Membership request');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter your full name');
    await form.getByLabel('Full name').fill('Saraa Dorj');
    await form.getByLabel('E-mail address').fill('saraa@example.mn');
    await form.getByLabel('Phone number').fill('99112233');
    await form.getByLabel('Type of business').fill('Exploration');
    await expect(form.getByRole('alert')).toHaveText('Please choose the purpose of your request');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Board members' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Board members' })).toContainText(
      'The board has 11 members elected for 3 years.',
    );
    await expectNoSeriousA11yViolations(page);

    await page.goto('/en/mm/membership');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Membership');
    await expect(page.getByRole('link', { name: 'Send a membership request' })).toHaveAttribute(
      'href',
      '/en/mm/member#3',
    );
    await expectNoSeriousA11yViolations(page);
  });
});
