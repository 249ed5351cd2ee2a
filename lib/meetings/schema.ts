import { z } from 'zod';

import { searchTerm } from '@/lib/list-query/search-term-schema';

/** An id of a row: a positive integer column, so larger numbers name no row (and must not reach the database). */
const rowId = z.coerce
  .number({ message: 'validation.positiveInteger' })
  .int('validation.positiveInteger')
  .min(1, 'validation.positiveInteger')
  .max(2_147_483_647, 'validation.positiveInteger');

/** Seeds 7.4 send/meeting-invitation; the sender is the signed-in attendee, never a field of the request. */
export const invitationSchema = z.object({
  receiver_id: rowId,
  room_id: rowId,
  meeting_time_id: rowId,
  // Purpose is optional (seeds 5); clients of the seeds' API may send null for it.
  meeting_description: z
    .string('validation.invalid')
    .trim()
    .max(1000, 'validation.invalid')
    .nullish()
    .transform((text) => text ?? ''),
});
export type InvitationInput = z.infer<typeof invitationSchema>;

/** Seeds 7.4 accept/meeting and cancel/meeting: the meeting's id; its number is accepted and not needed. */
export const meetingRefSchema = z.object({
  id: rowId,
  meetingNumber: z.string().max(20, 'validation.invalid').optional(),
});
export type MeetingRefInput = z.infer<typeof meetingRefSchema>;

/** The receiver search of the new-meeting form (seeds get/all-users): by name or e-mail. */
export const receiverSearchSchema = z.object({
  q: searchTerm({ type: 'validation.term', tooLong: 'validation.term' }).default(''),
});
export type ReceiverSearchInput = z.infer<typeof receiverSearchSchema>;
