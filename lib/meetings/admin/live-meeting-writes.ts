import 'server-only';

import { and, eq, ne, type SQL } from 'drizzle-orm';

import { db } from '@/db';
import { isForeignKeyViolation } from '@/db/constraint-violation';
import { meetings } from '@/db/schema';
import { type ActionResult, fail, ok } from '@/lib/action-result';

import { LIVE_MEETINGS_FIELD } from './live-meetings-count';

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

type DeleteUsedRowOptions = {
  /** The meetings that refer to the row (of this time, this room, this person). */
  meetingsOfRow: SQL;
  /** Deletes the row itself; answers whether there was one. */
  deleteRow: (tx: Transaction) => Promise<boolean>;
  /** The message key of the refusal (without the number), e.g. 'admin.yellowMeetings.errors.timeInUse'. */
  inUseMessage: string;
};

/**
 * Deletes a time, room or person that meetings refer to. Their cancelled meetings go first, in the same transaction;
 * a live (pending or accepted) one makes the database refuse the delete (the keys are ON DELETE RESTRICT), also one
 * booked a moment ago, and the refusal says how many live meetings still use the row.
 */
export async function deleteUnlessLiveMeetings({
  meetingsOfRow,
  deleteRow,
  inUseMessage,
}: DeleteUsedRowOptions): Promise<ActionResult<void>> {
  try {
    const isDeleted = await db.transaction(async (tx) => {
      await tx.delete(meetings).where(and(meetingsOfRow, eq(meetings.status, 'cancelled')));

      return deleteRow(tx);
    });

    return isDeleted ? ok(undefined) : fail('errors.notFound');
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    const live = await db.$count(meetings, and(meetingsOfRow, ne(meetings.status, 'cancelled')));

    return fail(inUseMessage, { [LIVE_MEETINGS_FIELD]: [String(live)] });
  }
}
