import 'server-only';

import type { Locale } from '@/lib/i18n/routing';
import { fieldMessages } from '@/lib/membership/schema';
import { consumeRateLimit } from '@/lib/rate-limit';

import { REGISTRATION_LIMIT } from './limits';
import { getCurrentEdition } from './queries';
import { registrationSchema } from './registration-schema';
import { registrationState } from './registration-window';
import { saveRegistration } from './registrations/save-registration';

export type SubmitRegistrationOutcome =
  | { ok: true; id: number }
  | { ok: false; reason: 'invalid'; errors: Record<string, string> }
  | { ok: false; reason: 'rateLimited'; retryAfterSeconds: number }
  | { ok: false; reason: 'noEdition' }
  | { ok: false; reason: 'closed' }
  | { ok: false; reason: 'alreadyRegistered' };

/**
 * Registers a visitor for the current edition from the public form or the JSON API, then mails them a
 * confirmation in `locale`. The input is validated here whatever the client checked; an edition that has ended
 * takes no more registrations; only valid registrations for an open edition count against the client's limit;
 * storing (once per e-mail address) and mailing are the back-office's too (saveRegistration). Messages in `errors`
 * are i18n keys.
 */
export async function submitRegistration({
  input,
  clientAddress,
  locale,
}: {
  input: unknown;
  clientAddress: string;
  locale: Locale;
}): Promise<SubmitRegistrationOutcome> {
  const parsed = registrationSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid', errors: fieldMessages(parsed.error) };
  const edition = await getCurrentEdition(locale);
  if (!edition) return { ok: false, reason: 'noEdition' };
  if (registrationState(edition) === 'closed') return { ok: false, reason: 'closed' };

  const limit = await consumeRateLimit({ key: `conference-registration:client:${clientAddress}`, ...REGISTRATION_LIMIT });
  if (!limit.allowed) return { ok: false, reason: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds };

  const saved = await saveRegistration({ edition, registration: parsed.data, locale });
  if (saved.ok) return saved;

  if (saved.reason === 'alreadyRegistered') return { ok: false, reason: 'alreadyRegistered' };

  // The edition can be deleted meanwhile only while it has no registrations; then there is none to register for.
  return { ok: false, reason: 'noEdition' };
}
