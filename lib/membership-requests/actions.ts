'use server';

import { getLocale } from 'next-intl/server';

import { type ActionResult, fail, ok } from '@/lib/action-result';
import { clientAddress } from '@/lib/http/client-address';
import { localeOrDefault } from '@/lib/i18n/routing';

import { submitOfficeRequest } from './writes';

/**
 * Public: anyone may ask to become a member (no sign-in), so requests are limited per client address. Errors are
 * i18n keys; field errors follow the form's fields. The applicant's receipt is in the page's language.
 */
export async function createOfficeRequest(input: unknown): Promise<ActionResult<{ id: number }>> {
  const locale = localeOrDefault(await getLocale());
  const outcome = await submitOfficeRequest({ input, clientAddress: await clientAddress(), locale });
  if (outcome.ok) return ok({ id: outcome.id });
  if (outcome.reason === 'rateLimited') return fail('errors.tooManyRequests');
  const fieldErrors = Object.fromEntries(Object.entries(outcome.errors).map(([field, message]) => [field, [message]]));

  return fail('errors.invalidInput', fieldErrors);
}
