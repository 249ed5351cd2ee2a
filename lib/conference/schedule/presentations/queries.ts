import 'server-only';

import { and, asc, eq } from 'drizzle-orm';

import { db } from '@/db';
import { conferencePresentations } from '@/db/schema';
import { fileUrl } from '@/lib/storage/url';

/**
 * A presentation with the seeds' keys (section 3 Presentation) in both languages: `present_url` is its PDF's
 * address and `document_key` the stored key an edit may keep.
 */
export type AdminPresentation = {
  id: number;
  event_date_id: number;
  hall_id: number;
  present_name: string;
  present_name_en: string;
  present_url: string;
  document_key: string;
};

/** The presentations of one day in one hall, in their order. */
export async function listPresentations({
  dayId,
  hallId,
}: {
  dayId: number;
  hallId: number;
}): Promise<AdminPresentation[]> {
  const rows = await db
    .select()
    .from(conferencePresentations)
    .where(and(eq(conferencePresentations.dayId, dayId), eq(conferencePresentations.hallId, hallId)))
    .orderBy(asc(conferencePresentations.position), asc(conferencePresentations.id));

  return rows.map((row) => ({
    id: row.id,
    event_date_id: row.dayId,
    hall_id: row.hallId,
    present_name: row.name,
    present_name_en: row.nameEn,
    present_url: fileUrl(row.document),
    document_key: row.document,
  }));
}
