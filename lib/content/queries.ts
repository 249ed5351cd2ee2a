import 'server-only';

import { asc, eq } from 'drizzle-orm';
import { cache } from 'react';

import { db } from '@/db';
import { banners, categories, socialLinks } from '@/db/schema';
import { fileUrl } from '@/lib/storage/url';

import { type NavCategory, selectProjectCategories } from './navigation';

export type Banner = { id: number; image: string; sequence: number };
export type SocialLink = { id: number; icon: string; link: string };

/**
 * Home-page slides in their admin-chosen order; `image` is the public file address. Read once per render: the home
 * shows them and shares the first.
 */
export const listBanners = cache(async (): Promise<Banner[]> => {
  const rows = await db
    .select({ id: banners.id, image: banners.image, sequence: banners.sequence })
    .from(banners)
    .orderBy(asc(banners.sequence), asc(banners.id));

  return rows.map((row) => ({ ...row, image: fileUrl(row.image) }));
});

export async function listSocialLinks(): Promise<SocialLink[]> {
  return db
    .select({ id: socialLinks.id, icon: socialLinks.icon, link: socialLinks.link })
    .from(socialLinks)
    .orderBy(asc(socialLinks.id));
}

/** Active menu categories: the navigation tree's News and Projects children. */
export async function listNavigationCategories(): Promise<NavCategory[]> {
  return db
    .select({
      cid: categories.cid,
      pid: categories.pid,
      category: categories.category,
      category_en: categories.categoryEn,
      page_type: categories.pageType,
      level: categories.categoryLevel,
    })
    .from(categories)
    .where(eq(categories.categoryStatus, true))
    .orderBy(asc(categories.cid));
}

/** The project pages shown as cards on the home page. */
export async function listProjectCategories(): Promise<NavCategory[]> {
  return selectProjectCategories(await listNavigationCategories());
}
