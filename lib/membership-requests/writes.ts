import 'server-only';

import { db } from '@/db';
import { officeRequests } from '@/db/schema';
import type { Locale } from '@/lib/i18n/routing';
import { enqueueMails, type OutboxMail } from '@/lib/mail/outbox';
import { consumeReceiptAllowance } from '@/lib/mail/receipt-allowance';
import { sendSoon } from '@/lib/mail/send-soon';
import { logger } from '@/lib/observability/logger';
import { consumeClientRateLimit } from '@/lib/rate-limit';
import { getSiteSettings } from '@/lib/settings/queries';
import { fieldMessages } from '@/lib/validation/field-messages';

import { OFFICE_REQUEST_LIMIT } from './limits';
import { officeRequestNotice, officeRequestReceipt } from './request-mails';
import { type OfficeRequest, officeRequestSchema } from './schema';

export type SubmitOfficeRequestOutcome =
  | { ok: true; id: number }
  | { ok: false; reason: 'invalid'; errors: Record<string, string> }
  | { ok: false; reason: 'rateLimited'; retryAfterSeconds: number };

/**
 * The applicant's receipt (in `locale`, within the public forms' mail bound: lib/mail/receipt-allowance.ts) and the
 * office's notice (to the contact e-mail of the site settings, which staff keep current).
 */
async function officeRequestMails(request: OfficeRequest, locale: Locale): Promise<OutboxMail[]> {
  const officeEmail = (await getSiteSettings())?.email;
  if (!officeEmail) logger.error('The site settings hold no office e-mail: the membership request notice was not sent');
  const [receipt, notice] = await Promise.all([
    consumeReceiptAllowance(request.email).then((isAllowed) =>
      isAllowed ? officeRequestReceipt({ request, locale }) : null,
    ),
    officeEmail ? officeRequestNotice({ request, to: officeEmail }) : null,
  ]);

  return [
    ...(receipt ? [{ kind: 'membership-receipt', message: receipt }] : []),
    ...(notice ? [{ kind: 'membership-notice', message: notice }] : []),
  ];
}

/**
 * Stores a membership request from the public form or the JSON API with, in the same transaction, the applicant's
 * receipt in `locale` and the office's notice, then sends them (a mail server that is down only delays them). The input is validated here whatever the client checked; only valid requests
 * count against the client's limit, so a person correcting a form is never locked out by their own mistakes.
 * Messages in `errors` are i18n keys.
 */
export async function submitOfficeRequest({
  input,
  clientAddress,
  locale,
}: {
  input: unknown;
  clientAddress: string;
  locale: Locale;
}): Promise<SubmitOfficeRequestOutcome> {
  const parsed = officeRequestSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid', errors: fieldMessages(parsed.error, { by: 'field' }) };

  const limit = await consumeClientRateLimit({ scope: 'office-request', clientAddress, ...OFFICE_REQUEST_LIMIT });
  if (!limit.allowed) return { ok: false, reason: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds };

  const request = parsed.data;
  const mails = await officeRequestMails(request, locale);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(officeRequests)
      .values({
        name: request.name,
        email: request.email,
        phoneNumber: request.phone_number,
        businessType: request.business_type,
        memberRequest: request.member_request,
        codexRequest: request.codex_request,
        meetingRequest: request.meeting_request,
      })
      .returning({ id: officeRequests.id });
    if (!row) throw new Error('Inserting an office request returned no row');
    await enqueueMails(tx, mails);

    return row;
  });
  await sendSoon();

  return { ok: true, id: created.id };
}
