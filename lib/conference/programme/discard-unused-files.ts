import 'server-only';

import { inArray } from 'drizzle-orm';

import { db } from '@/db';
import {
  conferenceAgendaImages,
  conferenceGalleryImages,
  conferencePresentations,
  conferencePresenters,
} from '@/db/schema';
import { discardStoredFiles } from '@/lib/storage/discard';

/** Every column of the programme that holds a stored file's key. */
const FILE_COLUMNS = [
  conferencePresenters.image,
  conferenceGalleryImages.image,
  conferenceAgendaImages.image,
  conferencePresentations.document,
] as const;

/**
 * Deletes the stored files that no programme row points at any more. An upload's key is unique to one row, but the
 * demo data shows the same few pictures on many rows, so a file is only deleted once nothing else shows it.
 */
export async function discardUnusedFiles(keys: readonly string[]): Promise<void> {
  const candidates = [...new Set(keys.filter(Boolean))];
  if (candidates.length === 0) return;
  const used = await Promise.all(
    FILE_COLUMNS.map((column) => db.select({ key: column }).from(column.table).where(inArray(column, candidates))),
  );
  const stillShown = new Set(used.flat().map((row) => row.key));

  await discardStoredFiles(candidates.filter((key) => !stillShown.has(key)));
}
