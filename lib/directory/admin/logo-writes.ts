import 'server-only';

import { buffer as readAll } from 'node:stream/consumers';

import { and, eq } from 'drizzle-orm';

import { db } from '@/db';
import { directoryCompanies } from '@/db/schema';
import { LOGO_FOLDER } from '@/lib/directory/registration/limits';
import { generateImageVariantsSafely } from '@/lib/images/generate-variants';
import { contentTypeForKey, discardStoredFiles, storage } from '@/lib/storage';
import { logger } from '@/lib/observability/logger';
import { randomKey } from '@/lib/storage/keys';

import { isPendingLogo } from './logo-urls';

/**
 * Publishes an approved company's logo: a request's logo waits in the private folder as it came, so approval
 * copies it to the public logos under a new random name, makes its resized copies now (once, for a company staff
 * chose to show) and points the company at it. A logo changed meanwhile by another save is left to that save.
 */
export async function publishCompanyLogo(companyId: number): Promise<void> {
  const [company] = await db
    .select({ logo: directoryCompanies.logo })
    .from(directoryCompanies)
    .where(eq(directoryCompanies.id, companyId));
  if (!company || !isPendingLogo(company.logo)) return;
  const stream = await storage.open(company.logo);
  if (!stream) return;
  const data = await readAll(stream);
  const key = randomKey(LOGO_FOLDER, company.logo.endsWith('.png') ? 'png' : 'jpg');
  await storage.put(key, data, { contentType: contentTypeForKey(key) });
  await generateImageVariantsSafely({ key, source: data });
  const moved = await db
    .update(directoryCompanies)
    .set({ logo: key })
    .where(and(eq(directoryCompanies.id, companyId), eq(directoryCompanies.logo, company.logo)))
    .returning({ id: directoryCompanies.id });
  await discardStoredFiles([moved.length > 0 ? company.logo : key]);
}

/**
 * publishCompanyLogo, with a file storage that fails answered as false (and logged): the logo stays in the private
 * folder, the company keeps pointing at it, and approving again publishes it once the storage is back.
 */
export async function publishCompanyLogoIfStorageAnswers(companyId: number): Promise<boolean> {
  try {
    await publishCompanyLogo(companyId);

    return true;
  } catch (error) {
    logger.error({ err: error, companyId }, 'File storage failed while publishing a company logo');

    return false;
  }
}
