import 'server-only';

import { eq } from 'drizzle-orm';

import { db } from '@/db';
import { directoryCompanies } from '@/db/schema';
import { discardStoredFiles } from '@/lib/storage/discard';

/** A replaced or deleted company's logo file goes only when no company uses it any more (demo logos are shared). */
export async function discardLogoIfUnused(key: string): Promise<void> {
  if (!key) return;
  if ((await db.$count(directoryCompanies, eq(directoryCompanies.logo, key))) > 0) return;
  await discardStoredFiles([key]);
}
