import 'server-only';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceEvents, conferenceRegistrations } from '@/db/schema';
import type { Locale } from '@/lib/i18n/routing';
import { enqueueMails } from '@/lib/mail/outbox';
import { consumeReceiptAllowance } from '@/lib/mail/receipt-allowance';
import { sendSoon } from '@/lib/mail/send-soon';
import { consumeClientRateLimit } from '@/lib/rate-limit';
import { fieldMessages } from '@/lib/validation/field-messages';

import { formatEditionDates } from '../dates';
import { REGISTRATION_LIMIT } from './limits';
import { type Edition, getCurrentEdition } from '../editions/public-queries';
import { registrationMail, repeatedRegistrationMail } from './mail';
import { type Registration, registrationSchema } from './schema';
import { registrationState } from './window';

type SaveRegistrationOptions = {
  edition: Pick<Edition, 'id' | 'name' | 'startsOn' | 'endsOn' | 'venue'>;
  registration: Registration;
  /** The language of the confirmation mail (the edition's name and venue are expected in it too). */
  locale: Locale;
  /**
   * Sent through the public form or the JSON API, by anyone: its mail counts against the public forms' bound
   * (lib/mail/receipt-allowance.ts), and an address registered already is told so by mail, since the answer
   * must not tell the sender. Staff's registrations are mailed without a bound and told apart by the answer.
   */
  isPublic?: boolean;
};

/** What became of a registration: stored (and confirmed by mail), or refused with the reason. */
export type SaveRegistrationOutcome =
  { ok: true; id: number } | { ok: false; reason: 'editionMissing' | 'alreadyRegistered' };

/**
 * Stores a validated registration for an edition and mails the registrant the confirmation. The edition row is
 * locked against deletion while the registration goes in, so a concurrent deletion ends in `editionMissing` rather
 * than in a foreign-key error. An e-mail address registers once per edition: the unique index on the address
 * (in any case) decides, so of two sent at the same moment one is stored and the other is `alreadyRegistered`
 * (nothing stored; from the public form, the address is mailed that it is registered already). Each mail is
 * recorded in the same transaction and sent at once, or by the outbox sender while the mail server is down; the
 * person is registered either way.
 */
export async function saveRegistration({
  edition,
  registration,
  locale,
  isPublic = false,
}: SaveRegistrationOptions): Promise<SaveRegistrationOutcome> {
  const details = {
    name: edition.name,
    dates: formatEditionDates(locale, edition.startsOn, edition.endsOn),
    venue: edition.venue,
  };
  const to = registration.email;
  const [isMailAllowed, confirmation, repeated] = await Promise.all([
    isPublic ? consumeReceiptAllowance(to) : true,
    registrationMail({ to, name: `${registration.first_name} ${registration.last_name}`, edition: details, locale }),
    isPublic ? repeatedRegistrationMail({ to, edition: details, locale }) : null,
  ]);
  const { outcome, isMailed } = await db.transaction(
    async (tx): Promise<{ outcome: SaveRegistrationOutcome; isMailed: boolean }> => {
      const [event] = await tx
        .select({ id: conferenceEvents.id })
        .from(conferenceEvents)
        .where(eq(conferenceEvents.id, edition.id))
        .for('key share');
      if (!event) return { outcome: { ok: false, reason: 'editionMissing' }, isMailed: false };
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

      const mail = row
        ? { kind: 'conference-registration', message: confirmation }
        : repeated && { kind: 'conference-registration-repeated', message: repeated };
      const mails = mail && isMailAllowed ? [mail] : [];
      await enqueueMails(tx, mails);

      return {
        outcome: row ? { ok: true, id: row.id } : { ok: false, reason: 'alreadyRegistered' },
        isMailed: mails.length > 0,
      };
    },
  );
  if (isMailed) await sendSoon();

  return outcome;
}

export type SubmitRegistrationOutcome =
  | { ok: true }
  | { ok: false; reason: 'invalid'; errors: Record<string, string> }
  | { ok: false; reason: 'rateLimited'; retryAfterSeconds: number }
  | { ok: false; reason: 'noEdition' }
  | { ok: false; reason: 'closed' };

/**
 * Registers a visitor for the current edition from the public form or the JSON API, then mails them a
 * confirmation in `locale`. The input is validated here whatever the client checked; an edition that has ended
 * takes no more registrations; only valid registrations for an open edition count against the client's limit;
 * storing (once per e-mail address) and mailing are the back-office's too (saveRegistration). An address
 * registered already gets the same answer as a new one (and a mail saying so), so the form tells nobody who
 * registered. Messages in `errors` are i18n keys.
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
  if (!parsed.success) return { ok: false, reason: 'invalid', errors: fieldMessages(parsed.error, { by: 'field' }) };
  const edition = await getCurrentEdition(locale);
  if (!edition) return { ok: false, reason: 'noEdition' };
  if (registrationState(edition) === 'closed') return { ok: false, reason: 'closed' };

  const limit = await consumeClientRateLimit({
    scope: 'conference-registration',
    clientAddress,
    ...REGISTRATION_LIMIT,
  });
  if (!limit.allowed) return { ok: false, reason: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds };

  const saved = await saveRegistration({ edition, registration: parsed.data, locale, isPublic: true });
  if (saved.ok || saved.reason === 'alreadyRegistered') return { ok: true };

  // The edition can be deleted meanwhile only while it has no registrations; then there is none to register for.
  return { ok: false, reason: 'noEdition' };
}
