import 'server-only';

import { inArray, or } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceEvents, conferenceNews, conferencePartners } from '@/db/schema';
import { discardStoredFiles } from '@/lib/storage/discard';

/**
 * Deletes the stored files among `keys` that no edition, partner or conference news item refers to any more. Called
 * after the write that dropped them: the demo editions share their partners' logos, so a file can outlive the row
 * that pointed at it, and deleting it then would break the other editions' pages.
 */
export async function discardUnreferencedFiles(keys: readonly string[]): Promise<void> {
  const candidates = [...new Set(keys.filter(Boolean))];
  if (candidates.length === 0) return;
  const [logos, covers, media] = await Promise.all([
    db
      .select({ key: conferencePartners.logo })
      .from(conferencePartners)
      .where(inArray(conferencePartners.logo, candidates)),
    db.select({ key: conferenceNews.image }).from(conferenceNews).where(inArray(conferenceNews.image, candidates)),
    db
      .select({ video: conferenceEvents.video, poster: conferenceEvents.poster })
      .from(conferenceEvents)
      .where(or(inArray(conferenceEvents.video, candidates), inArray(conferenceEvents.poster, candidates))),
  ]);
  const used = new Set([
    ...logos.map((row) => row.key),
    ...covers.map((row) => row.key),
    ...media.flatMap((row) => [row.video, row.poster]),
  ]);

  await discardStoredFiles(candidates.filter((key) => !used.has(key)));
}
