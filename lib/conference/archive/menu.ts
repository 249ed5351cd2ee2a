import 'server-only';

import { and, asc, eq } from 'drizzle-orm';
import { cache } from 'react';

import { db } from '@/db';
import { conferenceMenuCategories, conferenceStaticPages } from '@/db/schema';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';

import { archiveMenuHref, type MenuCategory } from './menu-links';

export type ArchiveMenuItem = { cid: number; label: string; href: string };

/** The active categories of the conference menu, in the order staff gave them. Read once per request. */
const listActiveMenu = cache(async (): Promise<MenuCategory[]> =>
  db
    .select({
      cid: conferenceMenuCategories.cid,
      category: conferenceMenuCategories.category,
      categoryEn: conferenceMenuCategories.categoryEn,
      pageType: conferenceMenuCategories.pageType,
    })
    .from(conferenceMenuCategories)
    .where(eq(conferenceMenuCategories.categoryStatus, true))
    .orderBy(asc(conferenceMenuCategories.position), asc(conferenceMenuCategories.cid)),
);

/** An archived edition's menu: each active category with its label in `locale` and its address under /mw/{year}. */
export async function listArchiveMenu(year: number, locale: Locale): Promise<ArchiveMenuItem[]> {
  const categories = await listActiveMenu();

  return categories.map((category) => ({
    cid: category.cid,
    label: pickLocalized(category.category, category.categoryEn, locale),
    href: archiveMenuHref(year, category),
  }));
}

export type ConferenceStaticPage = { cid: number; title: string; html: string };

/**
 * An active static category of the conference menu with its page in `locale` (sanitized; '' while staff have
 * written nothing, which the page shows as under maintenance). Null for an unknown, inactive or news category.
 */
export async function getConferenceStaticPage(cid: number, locale: Locale): Promise<ConferenceStaticPage | null> {
  const [row] = await db
    .select({
      category: conferenceMenuCategories.category,
      categoryEn: conferenceMenuCategories.categoryEn,
      text: conferenceStaticPages.text,
      textEn: conferenceStaticPages.textEn,
    })
    .from(conferenceMenuCategories)
    .leftJoin(conferenceStaticPages, eq(conferenceStaticPages.categoryCid, conferenceMenuCategories.cid))
    .where(
      and(
        eq(conferenceMenuCategories.cid, cid),
        eq(conferenceMenuCategories.categoryStatus, true),
        eq(conferenceMenuCategories.pageType, 'static'),
      ),
    );
  if (!row) return null;
  const html = pickLocalized(row.text, row.textEn, locale);

  return {
    cid,
    title: pickLocalized(row.category, row.categoryEn, locale),
    html: html.trim() ? sanitizeRichText(html) : '',
  };
}
