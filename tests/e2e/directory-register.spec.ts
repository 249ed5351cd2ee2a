import type { Locator, Page } from '@playwright/test';

import { STAFF } from '../fixtures/admin-session';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expectNotice } from '../fixtures/notices';
import { readLatestMail } from '../fixtures/outbox';
import { expectRevealedField } from '../fixtures/revealed-field';
import { expect, test } from '../fixtures/test';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const REQUIRED = 'Энэ талбарыг бөглөнө үү.';
const LOGO_LABEL = 'Лого (JPEG эсвэл PNG, 5 MB хүртэл)';

/** Step 1 in Mongolian: name, position, e-mail, phone. */
async function fillRegistrant(form: Locator, email: string): Promise<void> {
  await form.getByLabel('Нэр', { exact: true }).fill('Саруул Бат');
  await form.getByLabel('Албан тушаал', { exact: true }).fill('Менежер');
  await form.getByLabel('Цахим шуудан', { exact: true }).fill(email);
  await form.getByLabel('Утас', { exact: true }).fill('88112233');
}

/**
 * The company form with the one category the journeys may add to (0404 Media: other journeys count the demo
 * categories), a logo, both names and the registration number.
 */
async function fillCompany(form: Locator, names: { mn: string; en: string }): Promise<void> {
  await form.getByLabel('Үндсэн ангилал 1', { exact: true }).selectOption('04');
  await form.getByLabel('Дэд ангилал 1', { exact: true }).selectOption({ label: '0404 Хэвлэл мэдээлэл' });
  await form
    .getByLabel(LOGO_LABEL, { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await form.getByLabel('Байгууллагын нэр (монгол)', { exact: true }).fill(names.mn);
  await form.getByLabel('Байгууллагын нэр (англи)', { exact: true }).fill(names.en);
  await form.getByLabel('Регистрийн дугаар', { exact: true }).fill('5123456');
}

function stepOne(page: Page): Locator {
  return page.getByRole('form', { name: 'Бүртгүүлэгчийн мэдээлэл' });
}

test.describe('business directory registration', () => {
  test('[YP]: a company registers in three steps with a logo, staff approve it, and it is listed in its category', async ({
    page,
    browser,
  }) => {
    const stamp = Date.now();
    const email = `register.${stamp}@example.mn`;
    await page.goto('/yellow-page/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Бизнес лавлахад бүртгүүлэх');
    await expect(
      page.getByText('Бүртгэлийн хүсэлтийг ассоциацийн ажилтан хянаж баталсны дараа бизнес лавлахад нийтлэгдэнэ.'),
    ).toBeVisible();

    const registrant = stepOne(page);
    await registrant.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
    await expect(registrant.getByText(REQUIRED, { exact: true })).toHaveCount(4);
    await registrant.getByLabel('Нэр', { exact: true }).fill('С');
    await expect(registrant.getByText(REQUIRED, { exact: true })).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    await fillRegistrant(registrant, 'saruul@');
    await registrant.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
    await expect(registrant.getByText('Цахим шуудангийн хаяг буруу байна.')).toBeVisible();
    await registrant.getByLabel('Цахим шуудан', { exact: true }).fill(email);
    await registrant.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();

    await expect(page.getByRole('heading', { name: 'Бүртгэлийн төрөл' })).toBeFocused();
    await expect(page.getByRole('radio', { name: '1. Байгууллага' })).toBeChecked();
    const company = page.getByRole('form', { name: '1. Байгууллага' });
    await company.getByRole('button', { name: 'Илгээх' }).click();
    for (const message of [
      'Ангилал бүрийн дэд ангиллыг сонгоно уу.',
      'Байгууллагын логог оруулна уу.',
      'Байгууллагын нэрийг монголоор оруулна уу.',
      'Байгууллагын нэрийг англиар оруулна уу.',
      'Регистрийн дугаарыг оруулна уу.',
    ]) {
      await expect(company.getByText(message, { exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);

    // Back from step 2 keeps both steps' values.
    await company.getByLabel('Байгууллагын нэр (монгол)', { exact: true }).fill(`Тест Медиа ${stamp}`);
    await company.getByRole('button', { name: 'Буцах' }).click();
    await expect(registrant.getByLabel('Цахим шуудан', { exact: true })).toHaveValue(email);
    await registrant.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
    await expect(company.getByLabel('Байгууллагын нэр (монгол)', { exact: true })).toHaveValue(`Тест Медиа ${stamp}`);

    await fillCompany(company, { mn: `Тест Медиа ${stamp}`, en: `Test Media ${stamp}` });
    // A list keeps one row, with no remove button until a second row is added.
    await expect(company.getByRole('button', { name: /хасах$/ })).toHaveCount(0);
    await company.getByLabel('Цахим шуудан 1', { exact: true }).fill('info@testmedia.mn');
    await company.getByRole('button', { name: 'Цахим шуудан нэмэх' }).click();
    await company.getByLabel('Цахим шуудан 2', { exact: true }).fill('not-an-address');
    await company.getByRole('button', { name: 'Илгээх' }).click();
    await expect(company.getByText('Цахим шуудангийн хаяг буруу байна.')).toBeVisible();
    await company.getByRole('button', { name: 'Цахим шуудан 2-г хасах' }).click();
    await expect(company.getByLabel('Цахим шуудан 2', { exact: true })).toHaveCount(0);
    await company.getByLabel('Вэб сайт 1', { exact: true }).fill('https://testmedia.mn');

    const sentAt = Date.now();
    await company.getByRole('button', { name: 'Илгээх' }).click();
    await expect(page.getByRole('heading', { name: 'Амжилттай илгээлээ' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Бизнес лавлах руу буцах' })).toHaveAttribute('href', '/yellow-page');
    await expectNoSeriousA11yViolations(page);

    const mail = await readLatestMail(email, { since: sentAt });
    expect(mail.subject).toBe(
      'Бизнес лавлахын бүртгэлийн хүсэлтийг хүлээн авлаа / Your business directory registration request has been received',
    );
    expect(mail.text).toContain('Сайн байна уу, Саруул Бат.');
    expect(mail.text).toContain('Бизнес лавлахад байгууллага бүртгүүлэх таны хүсэлтийг хүлээн авлаа.');
    expect(mail.text).toContain('Hello Саруул Бат,');
    // Nobody has read the request yet: the receipt to the address typed repeats none of its texts.
    expect(mail.text).not.toContain(`ТЕСТ МЕДИА ${stamp}`);

    // Staff approve the request; the registrant is told and the company is listed under 0404 with its logo.
    const name = `ТЕСТ МЕДИА ${stamp}`;
    const staff = await browser.newContext({ storageState: STAFF.admin.storageState });
    const staffPage = await staff.newPage();
    await staffPage.goto('/admin/yellow/request?limit=30');
    await staffPage.getByRole('button', { name: `Дэлгэрэнгүй: ${name}` }).click();
    const request = staffPage.getByRole('dialog', { name: `Хүсэлт: '${name}'` });
    await expect(request).toContainText(email);
    // Staff see the logo while it waits; its stored file is not public until they approve.
    const pendingLogo = request.getByRole('img', { name: 'Лого' });
    await expect
      .poll(() => pendingLogo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    const pendingName = ((await pendingLogo.getAttribute('src')) ?? '').split('/').at(-1);
    expect(pendingName).toMatch(/^[0-9a-f]{32}\.png$/);
    expect((await page.request.get(`/files/private/directory/pending-logos/${pendingName}`)).status()).toBe(404);
    expect((await page.request.get(`/api/admin/get/pending-logo/${pendingName}`)).status()).toBe(401);
    const approvedAt = Date.now();
    await request.getByRole('button', { name: 'Зөвшөөрөх' }).click();
    await expectNotice(staffPage, 'Хүсэлтийг зөвшөөрч, бүртгүүлэгчид мэдэгдлээ.');
    await staff.close();

    const approval = await readLatestMail(email, { since: approvedAt });
    expect(approval.subject).toBe(
      'Бизнес лавлахын бүртгэл батлагдлаа / Your business directory registration has been approved',
    );
    expect(approval.text).toContain('Сайн байна уу, Саруул Бат.');

    await page.goto('/yellow-page?main=04');
    await page.getByRole('navigation', { name: 'Ангилал' }).getByRole('link', { name: '0404 Хэвлэл мэдээлэл' }).click();
    const search = page.getByRole('searchbox', { name: 'Байгууллагын нэрээр хайх' });
    await search.fill(String(stamp));
    await search.press('Enter');
    // The card shows the logo just uploaded, above the name.
    const card = page.locator('#results').getByRole('link', { name, exact: true });
    await expect(card.locator('img')).toBeVisible();
    await expect(card).toHaveText(name);
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('link', { name: 'https://testmedia.mn' })).toBeVisible();
  });

  test('[YP]: a consultant engineer registers in English', async ({ page }) => {
    const stamp = Date.now();
    await page.goto('/en/yellow-page/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register in the business directory');
    const registrant = page.getByRole('form', { name: 'About you' });
    await registrant.getByRole('button', { name: 'Continue' }).click();
    await expect(registrant.getByText('Please fill out this field.', { exact: true })).toHaveCount(4);
    await registrant.getByLabel('Name', { exact: true }).fill('Bold Dorj');
    await registrant.getByLabel('Position', { exact: true }).fill('Engineer');
    await registrant.getByLabel('E-mail', { exact: true }).fill(`consultant.${stamp}@example.mn`);
    await registrant.getByLabel('Phone', { exact: true }).fill('99112233');
    await registrant.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('radio', { name: '2. Mining consultant engineer' }).check();
    const consultant = page.getByRole('form', { name: '2. Mining consultant engineer' });
    await consultant.getByRole('button', { name: 'Send' }).click();
    for (const message of [
      'Please enter the name in Mongolian.',
      'Please enter the name in English.',
      'Please enter the profession in Mongolian.',
      'Please enter the profession in English.',
      'Please enter the phone number.',
    ]) {
      await expect(consultant.getByText(message, { exact: true })).toBeVisible();
    }
    await consultant.getByLabel('Full name (Mongolian)', { exact: true }).fill(`Болд ${stamp}`);
    await consultant.getByLabel('Full name (English)', { exact: true }).fill(`Bold ${stamp}`);
    await consultant.getByLabel('Profession (Mongolian)', { exact: true }).fill('Геологич');
    await consultant.getByLabel('Profession (English)', { exact: true }).fill('Geologist');
    await consultant.getByLabel('Phone', { exact: true }).fill('+976 9911 2233');
    await consultant.getByRole('button', { name: 'Send' }).click();

    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Back to the business directory' })).toHaveAttribute(
      'href',
      '/en/yellow-page',
    );
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('business directory registration: the website field', () => {
  for (const viewport of [
    { width: 393, height: 851 },
    { width: 1366, height: 768 },
  ]) {
    test(`[YP]: at ${viewport.width} px a website without https:// is completed, and a wrong one is shown and focused below the header`, async ({
      page,
    }) => {
      const stamp = Date.now();
      await page.setViewportSize(viewport);
      await page.goto('/yellow-page/register');
      const registrant = stepOne(page);
      await fillRegistrant(registrant, `website.${viewport.width}.${stamp}@example.mn`);
      await registrant.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
      const company = page.getByRole('form', { name: '1. Байгууллага' });
      await fillCompany(company, { mn: `Вэб Тест ${stamp}`, en: `Web Test ${stamp}` });
      const website = company.getByLabel('Вэб сайт 1', { exact: true });

      // Still wrong with https:// before it: the message shows where the person can read it, with the field focused.
      await website.fill('ht!tp:/x');
      await company.getByRole('button', { name: 'Илгээх' }).click();
      const message = company.getByText('Вэб сайтын хаяг буруу байна', { exact: false });
      await expect(message).toBeVisible();
      await expect(website).toHaveAttribute('aria-describedby', (await message.getAttribute('id')) ?? 'a message');
      // The page scrolls to the field smoothly: where it comes to rest, field and message are below the header.
      await expectRevealedField(page, website);
      await expect(message).toBeInViewport({ ratio: 1 });

      // Leaving the field adds the scheme; sending straight from the field (Enter) is completed the same way.
      await website.fill('www.walktest.mn');
      if (viewport.width > 600) {
        await website.press('Tab');
        await expect(website).toHaveValue('https://www.walktest.mn');
        await company.getByRole('button', { name: 'Илгээх' }).click();
      } else {
        await website.press('Enter');
      }
      await expect(page.getByRole('heading', { name: 'Амжилттай илгээлээ' })).toBeFocused();
    });
  }
});

test.describe('[ADMIN] directory: add an entry', () => {
  test.use({ storageState: STAFF.admin.storageState });

  test('[ADMIN]: staff add a company, published at once, and the form empties for the next one', async ({ page }) => {
    const stamp = Date.now();
    await page.goto('/admin/yellow/add');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Лавлахад шинээр нэмэх');
    await expect(page.getByRole('tab', { name: 'Байгууллага' })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations(page);

    const company = page.getByRole('form', { name: '1. Байгууллага' });
    await fillCompany(company, { mn: `Ажилтны медиа ${stamp}`, en: `Staff Media ${stamp}` });
    await company.getByRole('button', { name: 'Илгээх' }).click();
    await expect(company.getByRole('status')).toHaveText('Амжилттай нэмэгдлээ.');
    await expect(company.getByLabel('Байгууллагын нэр (монгол)', { exact: true })).toHaveValue('');
    await expect(company.getByLabel(LOGO_LABEL, { exact: true })).toHaveValue('');
    await expectNoSeriousA11yViolations(page);

    // The consultant tab holds the consultant form with its own checks (not sent: the consultants' list keeps its demo rows).
    await page.getByRole('tab', { name: 'Зөвлөх инженер' }).click();
    const consultant = page.getByRole('form', { name: '2. Уул уурхайн зөвлөх инженер' });
    await consultant.getByRole('button', { name: 'Илгээх' }).click();
    await expect(consultant.getByText('Нэрийг монголоор оруулна уу.', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
