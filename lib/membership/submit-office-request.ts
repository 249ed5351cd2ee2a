import 'server-only';

import { db } from '@/db';
import { officeRequests } from '@/db/schema';
import { consumeRateLimit } from '@/lib/rate-limit';

import { OFFICE_REQUEST_LIMIT } from './limits';
import { fieldMessages, officeRequestSchema } from './schema';

export type SubmitOfficeRequestOutcome =
  | { ok: true; id: number }
  | { ok: false; reason: 'invalid'; errors: Record<string, string> }
  | { ok: false; reason: 'rateLimited'; retryAfterSeconds: number };

/**
 * Stores a membership request from the public form or the JSON API. The input is validated here whatever the
 * client checked; only valid requests count against the client's limit, so a person correcting a form is never
 * locked out by their own mistakes. Messages in `errors` are i18n keys.
 */
export async function submitOfficeRequest({
  input,
  clientAddress,
}: {
  input: unknown;
  clientAddress: string;
}): Promise<SubmitOfficeRequestOutcome> {
  const parsed = officeRequestSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid', errors: fieldMessages(parsed.error) };

  const limit = await consumeRateLimit({ key: `office-request:client:${clientAddress}`, ...OFFICE_REQUEST_LIMIT });
  if (!limit.allowed) return { ok: false, reason: 'rateLimited', retryAfterSeconds: limit.retryAfterSeconds };

  const request = parsed.data;
  const [created] = await db
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
  if (!created) throw new Error('Inserting an office request returned no row');

  return { ok: true, id: created.id };
}
