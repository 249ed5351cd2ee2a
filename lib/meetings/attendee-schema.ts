import { z } from 'zod';

import { invitationSchema, meetingRefSchema, receiverSearchSchema } from './schema';

/**
 * The attendee calls' inputs as the seeds send them (7.4). Ids that name the attendee (sender_id, userId, id of
 * meetings-by-user) are accepted only to be compared with the session's attendee; messages are chosen by the
 * handlers.
 */
/** A positive integer column: larger numbers name no row and must not reach the database. */
const optionalId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce.number().int().min(1).max(2_147_483_647).optional(),
);
const email = z.string().trim().toLowerCase().max(254);

/**
 * GET /send/verification-code: the registered e-mail, as the seeds send it. Never a user's id: mailing "user N"
 * a code would let anyone go through the ids, filling inboxes and learning which ids exist.
 */
export const codeRequestQuerySchema = z.object({
  // Checked as every public form checks an e-mail (zod's rule): what is no address is refused, never looked up.
  email: email.pipe(z.union([z.literal(''), z.email()])).optional(),
});

/** POST /verify/confirmation-code: the user (id as the seeds send it, or e-mail) and the six digits. */
export const confirmationCodeBodySchema = z.object({
  email: email.optional(),
  id: optionalId,
  confirmation_code: z.string().max(32).default(''),
});

/** GET /get/user: the token of the page asking; it must be the signed-in attendee's own. */
export const userQuerySchema = z.object({ token: z.string().max(200).optional() });

/** GET /get/all-users: the search term and, as the seeds send it, the asking attendee's id. */
export const allUsersQuerySchema = receiverSearchSchema.extend({ userId: optionalId });

/** GET /get/available-meeting-times: the receiver chosen to invite, whose busy slots are left out too. */
export const availabilityQuerySchema = z.object({ receiver_id: optionalId });

/** GET /get/meetings-by-user: the seeds name the attendee with `id`. */
export const meetingsByUserQuerySchema = z.object({ id: optionalId, userId: optionalId });

/**
 * POST /send/meeting-invitation: the seeds also send sender_id (the session is the sender) and meeting_status,
 * which is dropped: a new invitation is always pending.
 */
export const invitationBodySchema = invitationSchema.extend({ sender_id: optionalId });

/** GET /accept/meeting and DELETE /cancel/meeting (the seeds add userId to the cancel). */
export const meetingChangeQuerySchema = meetingRefSchema.extend({ userId: optionalId });
