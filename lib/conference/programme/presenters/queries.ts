import 'server-only';

import { asc, count, eq, sql } from 'drizzle-orm';

import { db } from '@/db';
import { conferenceEvents, conferencePresenters } from '@/db/schema';
import { pageCount } from '@/lib/list-query/paging';
import { fileUrl } from '@/lib/storage/url';

import type { PresenterQuery } from './schema';

const presenters = conferencePresenters;

/**
 * A presenter with the seeds' keys (section 3 Presenter). `presenter_queue` is the place in the edition's queue,
 * 1 first (what the form's place field and the update take); `profile_img` the picture's address, `image` its key.
 */
export type AdminPresenterRow = {
  id: number;
  name_mn: string;
  name_en: string;
  position_mn: string;
  position_en: string;
  event_id: number;
  event: string;
  presenter_queue: number;
  profile_img: string;
  image: string;
  created_at: string;
};

export type AdminPresenterPage = { presenter: AdminPresenterRow[]; total: number; totalPages: number };

/** The columns of AdminPresenterRow; `created_at` is made a string by toPresenterRow. */
const presenterColumns = {
  id: presenters.id,
  name_mn: presenters.nameMn,
  name_en: presenters.nameEn,
  position_mn: presenters.positionMn,
  position_en: presenters.positionEn,
  event_id: presenters.eventId,
  event: conferenceEvents.name,
  // The rank rather than the stored number: stored numbers may have gaps or start at 0 (the demo data).
  presenter_queue: sql<number>`cast(row_number() over (order by ${presenters.queue}, ${presenters.id}) as int)`,
  image: presenters.image,
  createdAt: presenters.createdAt,
};

type PresenterSelection = Omit<AdminPresenterRow, 'profile_img' | 'created_at'> & { createdAt: Date };

const toPresenterRow = ({ createdAt, ...row }: PresenterSelection): AdminPresenterRow => ({
  ...row,
  profile_img: fileUrl(row.image),
  created_at: createdAt.toISOString(),
});

/** One page of an edition's presenters (the current edition when none is named) in queue order, cut in SQL. */
export async function listAdminPresenters({ event, page, limit }: PresenterQuery): Promise<AdminPresenterPage> {
  const inEdition = event === undefined ? eq(conferenceEvents.isCurrent, true) : eq(presenters.eventId, event);
  const [rows, [totals]] = await Promise.all([
    db
      .select(presenterColumns)
      .from(presenters)
      .innerJoin(conferenceEvents, eq(conferenceEvents.id, presenters.eventId))
      .where(inEdition)
      .orderBy(asc(presenters.queue), asc(presenters.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(presenters)
      .innerJoin(conferenceEvents, eq(conferenceEvents.id, presenters.eventId))
      .where(inEdition),
  ]);
  const total = totals?.total ?? 0;

  return { presenter: rows.map(toPresenterRow), total, totalPages: pageCount(total, limit, { minimum: 1 }) };
}

/** Every presenter of one edition in queue order, with the seeds' keys (the public API's list). */
export async function listEditionPresenters(eventId: number): Promise<AdminPresenterRow[]> {
  const rows = await db
    .select(presenterColumns)
    .from(presenters)
    .innerJoin(conferenceEvents, eq(conferenceEvents.id, presenters.eventId))
    .where(eq(presenters.eventId, eventId))
    .orderBy(asc(presenters.queue), asc(presenters.id));

  return rows.map(toPresenterRow);
}
