import 'server-only';

import { desc } from 'drizzle-orm';
import { z } from 'zod';

import { db } from '@/db';
import { conferenceEvents } from '@/db/schema';

/** An edition as the back-office's event selectors list it (seeds 7.2 `GET /get/event` -> event). */
export type EditionChoice = { id: number; event: string; year: number; isCurrent: boolean };

/** Every edition, newest first. */
export async function listEditionChoices(): Promise<EditionChoice[]> {
  return db
    .select({
      id: conferenceEvents.id,
      event: conferenceEvents.name,
      year: conferenceEvents.year,
      isCurrent: conferenceEvents.isCurrent,
    })
    .from(conferenceEvents)
    .orderBy(desc(conferenceEvents.year));
}

/** `?event=` of an admin screen: a positive id, or absent (then the current edition is meant). */
export const editionParamSchema = z.coerce.number().int().positive().optional().catch(undefined);

/**
 * The edition an admin screen shows: the one asked for when it exists, else the current one, else the newest.
 * Null only while there is no edition at all.
 */
export function chooseEdition(choices: readonly EditionChoice[], requested: number | undefined): EditionChoice | null {
  return (
    choices.find((choice) => choice.id === requested) ??
    choices.find((choice) => choice.isCurrent) ??
    choices[0] ??
    null
  );
}
