'use server';

import { getLocale } from 'next-intl/server';

import { type ActionResult, fail, ok } from '@/lib/action-result';
import { clientAddress } from '@/lib/http/client-address';
import { localeOrDefault } from '@/lib/i18n/routing';

import { submitRegistration } from './writes';

/**
 * Public: anyone may register for the conference (no sign-in), so registrations are limited per client address.
 * Errors are i18n keys; field errors follow the form's fields. The confirmation mail is in the page's language.
 * A success carries nothing: an address registered already succeeds alike (its owner is mailed), so the answer
 * tells no one who registered.
 */
export async function createRegistration(input: unknown): Promise<ActionResult> {
  const locale = await getLocale();
  const outcome = await submitRegistration({
    input,
    clientAddress: await clientAddress(),
    locale: localeOrDefault(locale),
  });
  if (outcome.ok) return ok(undefined);
  if (outcome.reason === 'rateLimited') return fail('errors.tooManyRequests');
  if (outcome.reason === 'noEdition') return fail('conference.noEdition');
  if (outcome.reason === 'closed') return fail('conference.register.closed');
  const fieldErrors = Object.fromEntries(Object.entries(outcome.errors).map(([field, message]) => [field, [message]]));

  return fail('conference.register.incomplete', fieldErrors);
}
