import 'server-only';

import { db } from '@/db';
import { conferenceRegistrations } from '@/db/schema';
import type { Locale } from '@/lib/i18n/routing';
import { sendMail } from '@/lib/mail';
import { fieldMessages } from '@/lib/membership/schema';
import { consumeRateLimit } from '@/lib/rate-limit';

import { formatEditionDates } from './dates';
import { REGISTRATION_LIMIT } from './limits';
import { getCurrentEdition } from './queries';
import { registrationMail } from './registration-mail';
import { registrationSchema } from './registration-schema';

export type SubmitRegistrationOutcome =
  | { ok: true; id: number }
  | { ok: false; reason: 'invalid'; errors: Record<string, string> }
  | { ok: false; reason: 'rateLimited'; retryAfterSeconds: number }
  | { ok: false; reason: 'noEdition' };

/**
 * Registers a visitor for the current edition from the public form or the JSON API, then mails them a
 * confirmation in `locale`. The input is validated here whatever the client checked; only valid registrations
 * count against the client's limit. The registration is kept even when the mail cannot be sent (it is logged):
 * the person is registered either way. Messages in `errors` are i18n keys.
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

  const limit = await consumeRateLimit({ key: `conference-registration:client:${clientAddress}`, ...REGISTRATION_LIMIT });
  if (!limit.allowed) return { ok: false, reason: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds };

  const registration = parsed.data;
  const [created] = await db
    .insert(conferenceRegistrations)
    .values({
      eventId: edition.id,
      company: registration.company,
      firstName: registration.first_name,
      lastName: registration.last_name,
      country: registration.country,
      email: registration.email,
      phoneNumber: registration.phone_number,
    })
    .returning({ id: conferenceRegistrations.id });
  if (!created) throw new Error('Inserting a conference registration returned no row');

  const mail = await registrationMail({
    to: registration.email,
    name: `${registration.first_name} ${registration.last_name}`,
    edition: {
      name: edition.name,
      dates: formatEditionDates(locale, edition.startsOn, edition.endsOn),
      venue: edition.venue,
    },
    locale,
  });
  await sendMail(mail).catch((error: unknown) => console.error('The registration confirmation could not be sent', error));

  return { ok: true, id: created.id };
}
