import 'server-only';

import { and, eq, ne, or } from 'drizzle-orm';

import { db } from '@/db';
import {
  conferenceDays,
  conferenceEvents,
  conferenceMenuCategories,
  conferenceNews,
  conferencePresentations,
  conferenceStaticPages,
} from '@/db/schema';

import { ARCHIVE_HOME_CID, ARCHIVE_PRESENTATION_CID, archiveNewsPath, REGISTRATION_PAGE_CID } from './menu-links';

export type ArchivePath = { path: string; lastModified?: Date };

const archived = eq(conferenceEvents.isCurrent, false);

/**
 * The archived editions' pages worth indexing (every edition's home is listed by the sitemap itself): news lists
 * and items, static pages with content, the registration page, and presentation pages that have presentations.
 */
export async function listArchivePaths(): Promise<ArchivePath[]> {
  const [editions, news, pages, presentations] = await Promise.all([
    db.select({ year: conferenceEvents.year }).from(conferenceEvents).where(archived),
    db
      .selectDistinct({
        year: conferenceEvents.year,
        id: conferenceNews.id,
        cid: conferenceNews.categoryCid,
        updatedAt: conferenceNews.updatedAt,
      })
      .from(conferenceNews)
      .innerJoin(conferenceEvents, eq(conferenceEvents.id, conferenceNews.eventId))
      .innerJoin(conferenceMenuCategories, eq(conferenceMenuCategories.cid, conferenceNews.categoryCid))
      .where(and(archived, eq(conferenceNews.newsStatus, true), eq(conferenceMenuCategories.categoryStatus, true))),
    db
      .select({ cid: conferenceMenuCategories.cid, updatedAt: conferenceStaticPages.updatedAt })
      .from(conferenceMenuCategories)
      .leftJoin(conferenceStaticPages, eq(conferenceStaticPages.categoryCid, conferenceMenuCategories.cid))
      .where(
        and(
          eq(conferenceMenuCategories.categoryStatus, true),
          eq(conferenceMenuCategories.pageType, 'static'),
          ne(conferenceMenuCategories.cid, ARCHIVE_HOME_CID),
          ne(conferenceMenuCategories.cid, ARCHIVE_PRESENTATION_CID),
          or(
            eq(conferenceMenuCategories.cid, REGISTRATION_PAGE_CID),
            ne(conferenceStaticPages.text, ''),
            ne(conferenceStaticPages.textEn, ''),
          ),
        ),
      ),
    db
      .selectDistinct({ year: conferenceEvents.year })
      .from(conferencePresentations)
      .innerJoin(conferenceDays, eq(conferenceDays.id, conferencePresentations.dayId))
      .innerJoin(conferenceEvents, eq(conferenceEvents.id, conferenceDays.eventId))
      .where(archived),
  ]);

  return [
    ...editions.flatMap(({ year }) => [
      { path: archiveNewsPath(year, null) },
      ...pages.map((page) => ({ path: `/mw/${year}/category/${page.cid}`, lastModified: page.updatedAt ?? undefined })),
    ]),
    ...[...new Set(news.map((item) => archiveNewsPath(item.year, item.cid)))].map((path) => ({ path })),
    ...news.map((item) => ({ path: `/mw/${item.year}/news/detail/${item.id}`, lastModified: item.updatedAt })),
    ...presentations.map(({ year }) => ({ path: `/mw/${year}/presentation` })),
  ];
}
