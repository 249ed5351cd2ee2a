import 'server-only';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceEvents, conferenceRegistrations } from '@/db/schema';
import type { Locale } from '@/lib/i18n/routing';
import { enqueueMails } from '@/lib/mail/outbox';
import { sendSoon } from '@/lib/mail/send-soon';
import { fieldMessages } from '@/lib/membership/schema';
import { consumeRateLimit } from '@/lib/rate-limit';

import { formatEditionDates } from '../dates';
import { REGISTRATION_LIMIT } from '../limits';
import { type Edition, getCurrentEdition } from '../queries';
import { registrationMail } from '../registration-mail';
import { type Registration, registrationSchema } from '../registration-schema';
import { registrationState } from '../registration-window';

type SaveRegistrationOptions = {
  edition: Pick<Edition, 'id' | 'name' | 'startsOn' | 'endsOn' | 'venue'>;
  registration: Registration;
  /** The language of the confirmation mail (the edition's name and venue are expected in it too). */
  locale: Locale;
};

/** What became of a registration: stored (and confirmed by mail), or refused with the reason. */
export type SaveRegistrationOutcome = { ok: true; id: number } | { ok: false; reason: 'editionMissing' | 'alreadyRegistered' };

/**
 * Stores a validated registration for an edition and mails the registrant the confirmation. The edition row is
 * locked against deletion while the registration goes in, so a concurrent deletion ends in `editionMissing` rather
 * than in a foreign-key error. An e-mail address registers once per edition: the unique index on the address
 * (in any case) decides, so of two sent at the same moment one is stored and the other is `alreadyRegistered`,
 * and only the stored one is mailed: its confirmation is recorded in the same transaction and sent at once, or by
 * the outbox sender while the mail server is down; the person is registered either way.
 */
export async function saveRegistration({ edition, registration, locale }: SaveRegistrationOptions): Promise<SaveRegistrationOutcome> {
  const mail = await registrationMail({
    to: registration.email,
    name: `${registration.first_name} ${registration.last_name}`,
    edition: { name: edition.name, dates: formatEditionDates(locale, edition.startsOn, edition.endsOn), venue: edition.venue },
    locale,
  });
  const outcome = await db.transaction(async (tx): Promise<SaveRegistrationOutcome> => {
    const [event] = await tx.select({ id: conferenceEvents.id }).from(conferenceEvents).where(eq(conferenceEvents.id, edition.id)).for('key share');
    if (!event) return { ok: false, reason: 'editionMissing' };
    const [row] = await tx
      .insert(conferenceRegistrations)
      .values({
        eventId: event.id,
        company: registration.company,
        firstName: registration.first_name,
        lastName: registration.last_name,
        country: registration.country,
        email: registration.email,
        phoneNumber: registration.phone_number,
      })
      // The only unique index besides the key is the one per e-mail and edition.
      .onConflictDoNothing()
      .returning({ id: conferenceRegistrations.id });

    if (!row) return { ok: false, reason: 'alreadyRegistered' };
    await enqueueMails(tx, [{ kind: 'conference-registration', message: mail }]);

    return { ok: true, id: row.id };
  });
  if (!outcome.ok) return outcome;
  await sendSoon();

  return outcome;
}

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
