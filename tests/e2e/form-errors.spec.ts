import { expectRevealedField, SCREENS } from '../fixtures/revealed-field';
import { expect, test } from '../fixtures/test';

/**
 * A failed submission shows what is wrong wherever the person stands: the first invalid field takes the focus and
 * comes into view below the sticky header, even when the button is far below it.
 */
for (const screen of SCREENS) {
  test.describe(`[FORMS] on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test(`[FORMS]: the membership request focuses its invalid phone from the button (${screen.name})`, async ({
      page,
    }) => {
      await page.goto('/mm/member#3');
      const form = page.getByRole('form', { name: 'Гишүүн болох хүсэлт' });
      await form.getByLabel('Овог нэр').fill('Д.Сараа');
      await form.getByLabel('Имэйл хаяг').fill('saraa@example.mn');
      await form.getByLabel('Утасны дугаар').fill('abc');
      await form.getByLabel('Бизнесийн төрөл').fill('Геологи хайгуул');
      await form.getByLabel('Гишүүнээр элсэх').check();
      const send = form.getByRole('button', { name: 'Илгээх' });
      await send.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 2000);
      await send.click();
      await expectRevealedField(page, form.getByLabel('Утасны дугаар'));
    });

    test(`[FORMS]: the English membership request focuses its first missing field (${screen.name})`, async ({
      page,
    }) => {
      await page.goto('/en/mm/member#3');
      const form = page.getByRole('form', { name: 'Membership request' });
      await form.getByRole('button', { name: 'Send' }).click();
      await expectRevealedField(page, form.getByLabel('Full name'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });
}
