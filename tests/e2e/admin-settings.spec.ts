import type { Page } from '@playwright/test';

import { DEMO_SITE_SETTINGS } from '../../demo-data/content/site-settings';
import { STAFF } from '../fixtures/admin-session';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { saveSettings, SETTINGS_SAVED } from '../fixtures/site-settings';
import { expect, test } from '../fixtures/test';

test.use({ storageState: STAFF.admin.storageState });

/** The footer and the contact page of one edition show the phone and the address; the quick-contact bar calls the phone. */
async function expectPublicContact(
  page: Page,
  { prefix, phone, address }: { prefix: string; phone: string; address: string },
) {
  // The map is Google's; the test stands in for it so it needs no network.
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Map</title>' }),
  );
  await page.goto(`${prefix}/mm/contact`);
  for (const part of [page.getByRole('contentinfo'), page.locator('address')]) {
    await expect(part).toContainText(phone);
    await expect(part).toContainText(address);
  }
  await expect(
    page
      .getByRole('complementary', { name: /^(Шуурхай холбоо|Quick contact)$/ })
      .locator(`a[href="tel:${phone.replace(/\s/g, '')}"]`),
  ).toHaveCount(1);
  await expect(page.locator('address').getByRole('link', { name: phone })).toHaveAttribute(
    'href',
    `tel:${phone.replace(/\s/g, '')}`,
  );
}

test.describe('contact settings', () => {
  test('[ADMIN]: changes the phone and the address and sees them on the public site in both languages', async ({
    page,
  }) => {
    const stamp = String(Date.now()).slice(-7);
    const phone = `+976 7${stamp.slice(0, 3)} ${stamp.slice(3)}`;
    const address = `Улаанбаатар хот, Сүхбаатар дүүрэг, Туршилтын гудамж ${stamp}`;
    const addressEn = `Test Street ${stamp}, Sükhbaatar District, Ulaanbaatar`;

    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Холбоо барих мэдээлэл');
    await expect(page.getByLabel('Үндсэн утас')).toHaveValue(/\+976/);
    await expectNoSeriousA11yViolations(page);

    try {
      await saveSettings(page, { 'Үндсэн утас': phone, 'Хаяг (монголоор)': address, 'Хаяг (англиар)': addressEn });
      await expect(page.getByText(SETTINGS_SAVED)).toBeVisible();

      await expectPublicContact(page, { prefix: '', phone, address });
      await expectPublicContact(page, { prefix: '/en', phone, address: addressEn });

      await page.goto('/admin/settings');
      await expect(page.getByLabel('Үндсэн утас')).toHaveValue(phone);
    } finally {
      // Other journeys read the demo office's details.
      await page.goto('/admin/settings');
      await saveSettings(page, {
        'Үндсэн утас': DEMO_SITE_SETTINGS.phone,
        'Хаяг (монголоор)': DEMO_SITE_SETTINGS.address,
        'Хаяг (англиар)': DEMO_SITE_SETTINGS.addressEn,
      });
      await expect(page.getByText(SETTINGS_SAVED)).toBeVisible();
    }
  });

  test('[ADMIN]: a bad e-mail shows its message and keeps what was typed', async ({ page }) => {
    await page.goto('/admin/settings');
    await saveSettings(page, { 'Үндсэн и-мэйл': 'info@mongolianmining', 'Үндсэн утас': '' });
    await expect(page.getByText('Үндсэн утасны дугаараа оруулна уу.')).toBeVisible();
    await expect(page.getByText('И-мэйл хаяг буруу байна.')).toBeVisible();
    await expect(page.getByLabel('Үндсэн и-мэйл')).toHaveValue('info@mongolianmining');
    await expect(page.getByLabel('Үндсэн и-мэйл')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(SETTINGS_SAVED)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/mm/contact');
    await expect(page.locator('address')).toContainText(DEMO_SITE_SETTINGS.email);
  });
});
