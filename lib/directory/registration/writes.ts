import 'server-only';

import type { z } from 'zod';

import { clientNeighbourhoodOf } from '@/lib/http/client-network';
import type { Locale } from '@/lib/i18n/routing';
import type { OutboxMail } from '@/lib/mail/outbox';
import { consumeReceiptAllowance } from '@/lib/mail/receipt-allowance';
import { sendSoon } from '@/lib/mail/send-soon';
import { consumeClientRateLimit } from '@/lib/rate-limit';
import { fieldMessages } from '@/lib/validation/field-messages';

import { COMPANY_REFUSALS, type CompanyRefusal, createCompany } from './create-company';
import { companyInputFromFormData } from './form-data';
import { REGISTRATION_LIMIT } from './limits';
import { type DirectoryEntryKind, receiptMail } from './mails';
import { isNeighbourhoodQueueFull, trimReviewQueue } from './review-queue-writes';
import { saveConsultant } from './entry-writes';
import { companyRegistrationSchema, consultantRegistrationSchema } from './schema';

export type SubmitOutcome =
  | { ok: true; id: number }
  | { ok: false; reason: 'invalid'; errors: Record<string, string> }
  | { ok: false; reason: 'rateLimited'; retryAfterSeconds: number }
  | { ok: false; reason: 'queueFull' }
  | { ok: false; reason: CompanyRefusal; errors: Record<string, string> };

type Registrant = { registrantEmail: string; registrantName: string };
type SubmitContext = { clientAddress: string; locale: Locale };

/**
 * Only well-formed requests count against the client's limit: a person correcting a field is not flooding. Then
 * the client's neighbourhood: while its own requests fill its share of the review queue, it may add no more. A
 * full queue refuses nobody: storing a request turns down the busiest neighbourhood's oldest (trimReviewQueue).
 */
async function checkLimits(clientAddress: string): Promise<SubmitOutcome | null> {
  const limit = await consumeClientRateLimit({ scope: 'directory-registration', clientAddress, ...REGISTRATION_LIMIT });
  if (!limit.allowed) return { ok: false, reason: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds };

  return (await isNeighbourhoodQueueFull(clientNeighbourhoodOf(clientAddress)))
    ? { ok: false, reason: 'queueFull' }
    : null;
}

/**
 * The receipt, within the public forms' mail bound (lib/mail/receipt-allowance.ts; over it, none): it is recorded
 * with the request and sent at once, or later by the outbox sender when the mail server is down; the request
 * stands either way.
 */
async function receiptMails({
  entry,
  kind,
  locale,
}: {
  entry: Registrant;
  kind: DirectoryEntryKind;
  locale: Locale;
}): Promise<OutboxMail[]> {
  if (!(await consumeReceiptAllowance(entry.registrantEmail))) return [];

  return [
    {
      kind: 'directory-receipt',
      message: await receiptMail({ to: entry.registrantEmail, name: entry.registrantName, locale, kind }),
    },
  ];
}

/** After a public request is stored: the queue kept within its limit, then the receipt (and a notice) sent. */
async function afterStoring(): Promise<void> {
  await trimReviewQueue();
  await sendSoon();
}

function invalid(error: z.ZodError): SubmitOutcome {
  return { ok: false, reason: 'invalid', errors: fieldMessages(error) };
}

/**
 * Seeds 7.3 `insert/yellow-registration`: a company request from the public form or the API (multipart), stored
 * for review and acknowledged by mail. Messages in `errors` are i18n keys under their fields.
 */
export async function submitCompanyRegistration({
  formData,
  clientAddress,
  locale,
}: SubmitContext & { formData: FormData }): Promise<SubmitOutcome> {
  const parsed = companyRegistrationSchema.safeParse(companyInputFromFormData(formData));
  if (!parsed.success) return invalid(parsed.error);
  const limited = await checkLimits(clientAddress);
  if (limited) return limited;

  const mails = () => receiptMails({ entry: parsed.data, kind: 'company', locale });
  const created = await createCompany({
    company: parsed.data,
    mode: 'public',
    mails,
    clientNeighbourhood: clientNeighbourhoodOf(clientAddress),
  });
  if (!created.ok) {
    const refusal = COMPANY_REFUSALS[created.reason];

    return { ok: false, reason: created.reason, errors: { [refusal.field]: refusal.message } };
  }
  await afterStoring();

  return created;
}

/** Seeds 7.3 `insert/yellow-consultant`: a consultant engineer's request (JSON), stored for review, acknowledged. */
export async function submitConsultantRegistration({
  input,
  clientAddress,
  locale,
}: SubmitContext & { input: unknown }): Promise<SubmitOutcome> {
  const parsed = consultantRegistrationSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const limited = await checkLimits(clientAddress);
  if (limited) return limited;

  const mails = () => receiptMails({ entry: parsed.data, kind: 'consultant', locale });
  const created = await saveConsultant({
    consultant: parsed.data,
    mode: 'public',
    mails,
    clientNeighbourhood: clientNeighbourhoodOf(clientAddress),
  });
  await afterStoring();

  return { ok: true, id: created.id };
}
