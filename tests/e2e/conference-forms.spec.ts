import type { Locator } from '@playwright/test';

import { waitForHydration } from '../fixtures/hydration';
import { expect, test } from '../fixtures/test';

type Field = { label: RegExp; message: string };
type Language = {
  path: string;
  form: RegExp;
  submit: string;
  alert: string;
  company: RegExp;
  fields: readonly Field[];
  phoneInvalid: string;
  success: string;
};

const LANGUAGES: readonly Language[] = [
  {
    path: '/mw/register',
    form: /Бүртгүүлэх/,
    submit: 'Бүртгүүлэх',
    alert: 'Уучлаарай, бүртгэл хэсгийг бүрэн бөглөнө үү.',
    company: /^Байгууллага/,
    fields: [
      { label: /^Байгууллага/, message: 'Байгууллагынхаа нэрийг оруулна уу' },
      { label: /^Нэр/, message: 'Нэрээ оруулна уу' },
      { label: /^Овог/, message: 'Овгоо оруулна уу' },
      { label: /^Улс/, message: 'Улсаа сонгоно уу' },
      { label: /^И-мэйл/, message: 'И-мэйл хаягаа оруулна уу' },
      { label: /^Утас/, message: 'Утасны дугаараа оруулна уу' },
    ],
    phoneInvalid: 'Утасны дугаар буруу байна',
    success: 'Амжилттай бүртгэгдлээ. Баталгаажуулах захидлыг таны и-мэйл хаягаар илгээлээ.',
  },
  {
    path: '/en/mw/register',
    form: /Register/,
    submit: 'Register',
    alert: 'Sorry, please complete the registration section.',
    company: /^Company/,
    fields: [
      { label: /^Company/, message: 'Please enter your company' },
      { label: /^First name/, message: 'Please enter your first name' },
      { label: /^Last name/, message: 'Please enter your last name' },
      { label: /^Country/, message: 'Please choose your country' },
      { label: /^E-mail/, message: 'Please enter your e-mail address' },
      { label: /^Phone/, message: 'Please enter your phone number' },
    ],
    phoneInvalid: 'The phone number is not valid',
    success: 'You are registered. A confirmation has been sent to your e-mail address.',
  },
];

const VIEWPORTS = [
  { width: 393, height: 851 },
  { width: 1366, height: 768 },
] as const;

/** The text of the element an input's aria-describedby names: what a screen reader reads with the field. */
async function description(field: Locator): Promise<string> {
  return field.evaluate((node) => {
    const ids = (node.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);

    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });
}

test.describe('conference registration form', () => {
  for (const language of LANGUAGES) {
    for (const viewport of VIEWPORTS) {
      test(`[MW]: an empty registration names each field's own problem (${language.path}, ${viewport.width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(language.path);
        const form = page.getByRole('form', { name: language.form });
        await waitForHydration(form.getByLabel(language.company));
        await form.getByRole('button', { name: language.submit }).click();

        await expect(form.getByRole('alert')).toHaveText(language.alert);
        for (const { label, message } of language.fields) {
          const field = form.getByLabel(label);
          await expect(field).toHaveAttribute('aria-invalid', 'true');
          await expect.poll(() => description(field)).toBe(message);
          await expect(form.locator('p').getByText(message, { exact: true })).toBeVisible();
        }
        // The messages are the fields' own, not one sentence repeated.
        expect(new Set(language.fields.map((field) => field.message)).size).toBe(language.fields.length);
        await expect(form.getByLabel(language.company)).toBeFocused();
      });
    }

    test(`[MW]: a phone "abc" is refused with the phone's message and nothing is confirmed (${language.path})`, async ({
      page,
      request,
    }) => {
      await page.goto(language.path);
      const form = page.getByRole('form', { name: language.form });
      await waitForHydration(form.getByLabel(language.company));
      const [company, first, last, country, email, phone] = language.fields.map((field) =>
        form.getByLabel(field.label),
      );
      await company?.fill('Говийн Өрөмдлөг ХХК');
      await first?.fill('Сараа');
      await last?.fill('Болд');
      await country?.selectOption('MN');
      await email?.fill(`abc.phone.${Date.now()}@example.mn`);
      await phone?.fill('abc');
      await form.getByRole('button', { name: language.submit }).click();

      await expect(form.getByRole('alert')).toHaveText(language.phoneInvalid);
      await expect(phone ?? form).toHaveAttribute('aria-invalid', 'true');
      await expect.poll(() => (phone ? description(phone) : '')).toBe(language.phoneInvalid);
      await expect(phone ?? form).toBeFocused();
      await expect(form.getByRole('status')).toHaveText('');
      await expect(form.getByText(language.success)).toHaveCount(0);

      // The server refuses it as well, whatever a client skipped.
      const api = await request.post(
        `/api/mw/insert/registration?lang=${language.path.startsWith('/en') ? 'en' : 'mn'}`,
        {
          data: {
            company: 'X',
            first_name: 'Saraa',
            last_name: 'Bold',
            country: 'MN',
            email: `abc.api.${Date.now()}@example.mn`,
            phone_number: 'abc',
          },
        },
      );
      expect(api.status()).toBe(400);
      expect((await api.json()).errors).toEqual({ phone_number: language.phoneInvalid });
    });
  }
});
