import 'server-only';

import { asc } from 'drizzle-orm';
import { cache } from 'react';

import { db } from '@/db';
import { banners } from '@/db/schema';
import { fileUrl } from '@/lib/storage/url';

export type Banner = { id: number; image: string; sequence: number };

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
