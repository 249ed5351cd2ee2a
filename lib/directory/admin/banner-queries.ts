import 'server-only';

import { asc } from 'drizzle-orm';

import { db } from '@/db';
import { directoryBanners } from '@/db/schema';
import { fileUrl } from '@/lib/storage/url';

export type DirectoryBanner = { id: number; image: string; sequence: number };

/** Seeds 7.5 `get/banner`: the directory home's banners in order, with their addresses. */
export async function listDirectoryBanners(): Promise<DirectoryBanner[]> {
  const rows = await db
    .select({ id: directoryBanners.id, image: directoryBanners.image, sequence: directoryBanners.sequence })
    .from(directoryBanners)
    .orderBy(asc(directoryBanners.sequence), asc(directoryBanners.id));

  return rows.map((row) => ({ ...row, image: fileUrl(row.image) }));
}
