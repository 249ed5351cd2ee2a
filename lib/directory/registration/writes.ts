import 'server-only';

import type { z } from 'zod';

import type { Locale } from '@/lib/i18n/routing';
import type { OutboxMail } from '@/lib/mail/outbox';
import { sendSoon } from '@/lib/mail/send-soon';
import { consumeRateLimit } from '@/lib/rate-limit';

import { COMPANY_REFUSALS, type CompanyRefusal, createCompany } from './create-company';
import { companyInputFromFormData } from './form-data';
import { RECEIPT_MAIL_LIMIT, REGISTRATION_LIMIT } from './limits';
import { type DirectoryEntryKind, receiptMail } from './mails';
import { isReviewQueueFull } from './review-queue';
import { saveConsultant } from './entry-writes';
import { companyRegistrationSchema, consultantRegistrationSchema, issueMessages } from './schema';

export type SubmitOutcome =
  | { ok: true; id: number }
  | { ok: false; reason: 'invalid'; errors: Record<string, string> }
  | { ok: false; reason: 'rateLimited'; retryAfterSeconds: number }
  | { ok: false; reason: 'queueFull' }
  | { ok: false; reason: CompanyRefusal; errors: Record<string, string> };

type Registrant = { registrantEmail: string; registrantName: string; nameMn: string; nameEn: string };
type SubmitContext = { clientAddress: string; locale: Locale };

/**
 * Only well-formed requests count against the client's limit: a person correcting a field is not flooding. Then
 * the review queue: while it is full nothing more is stored, whoever sends it.
 */
async function checkLimits(clientAddress: string): Promise<SubmitOutcome | null> {
  const limit = await consumeRateLimit({ key: `directory-registration:client:${clientAddress}`, ...REGISTRATION_LIMIT });
  if (!limit.allowed) return { ok: false, reason: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds };

  return (await isReviewQueueFull()) ? { ok: false, reason: 'queueFull' } : null;
}

/**
 * The receipt, at most RECEIPT_MAIL_LIMIT a day to one address (over it, none): it is recorded with the request
 * and sent at once, or later by the outbox sender when the mail server is down; the request stands either way.
 */
async function receiptMails({ entry, kind, locale }: { entry: Registrant; kind: DirectoryEntryKind; locale: Locale }): Promise<OutboxMail[]> {
  const quota = await consumeRateLimit({ key: `directory-registration:receipt:${entry.registrantEmail.toLowerCase()}`, ...RECEIPT_MAIL_LIMIT });
  if (!quota.allowed) return [];
  const companyName = locale === 'en' ? entry.nameEn || entry.nameMn : entry.nameMn || entry.nameEn;

  return [{ kind: 'directory-receipt', message: await receiptMail({ to: entry.registrantEmail, name: entry.registrantName, locale, kind, companyName }) }];
}

function invalid(error: z.ZodError): SubmitOutcome {
  return { ok: false, reason: 'invalid', errors: issueMessages(error) };
}

/**
 * Seeds 7.3 `insert/yellow-registration`: a company request from the public form or the API (multipart), stored
 * for review and acknowledged by mail. Messages in `errors` are i18n keys under their fields.
 */
export async function submitCompanyRegistration({ formData, clientAddress, locale }: SubmitContext & { formData: FormData }): Promise<SubmitOutcome> {
  const parsed = companyRegistrationSchema.safeParse(companyInputFromFormData(formData));
  if (!parsed.success) return invalid(parsed.error);
  const limited = await checkLimits(clientAddress);
  if (limited) return limited;

  const mails = () => receiptMails({ entry: parsed.data, kind: 'company', locale });
  const created = await createCompany({ company: parsed.data, mode: 'public', mails });
  if (!created.ok) {
    const refusal = COMPANY_REFUSALS[created.reason];

    return { ok: false, reason: created.reason, errors: { [refusal.field]: refusal.message } };
  }
  await sendSoon();

  return created;
}

/** Seeds 7.3 `insert/yellow-consultant`: a consultant engineer's request (JSON), stored for review, acknowledged. */
export async function submitConsultantRegistration({ input, clientAddress, locale }: SubmitContext & { input: unknown }): Promise<SubmitOutcome> {
  const parsed = consultantRegistrationSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const limited = await checkLimits(clientAddress);
  if (limited) return limited;

  const mails = () => receiptMails({ entry: parsed.data, kind: 'consultant', locale });
  const created = await saveConsultant({ consultant: parsed.data, mode: 'public', mails });
  await sendSoon();

  return { ok: true, id: created.id };
}
