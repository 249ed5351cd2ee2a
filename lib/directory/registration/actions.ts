'use server';

import { getLocale } from 'next-intl/server';

import type { ActionResult } from '@/lib/action-result';
import { clientAddress } from '@/lib/http/client-address';
import { type Locale, localeOrDefault } from '@/lib/i18n/routing';

import { toActionResult } from './outcome';
import { submitCompanyRegistration, submitConsultantRegistration } from './writes';

async function pageLocale(): Promise<Locale> {
  const locale = await getLocale();

  return localeOrDefault(locale);
}

/**
 * Public: anyone may ask for a company's listing (no sign-in), so requests are limited per client address and
 * stored for staff review. Takes the same multipart fields as POST /api/yellow-page/insert/yellow-registration.
 */
export async function registerCompany(formData: FormData): Promise<ActionResult<{ id: number }>> {
  const fields = formData instanceof FormData ? formData : new FormData();

  return toActionResult(
    await submitCompanyRegistration({
      formData: fields,
      clientAddress: await clientAddress(),
      locale: await pageLocale(),
    }),
  );
}

/** Public: a consultant engineer's request, as POST /api/yellow-page/insert/yellow-consultant takes it. */
export async function registerConsultant(input: unknown): Promise<ActionResult<{ id: number }>> {
  return toActionResult(
    await submitConsultantRegistration({ input, clientAddress: await clientAddress(), locale: await pageLocale() }),
  );
}
