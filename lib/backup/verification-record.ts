import 'server-only';

import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { text } from 'node:stream/consumers';

import { z } from 'zod';

import { env } from '@/lib/env';
import { storage } from '@/lib/storage';

import { BUCKET_BACKUPS_FOLDER, localBackupsFolder, makeLocalBackupsFolder } from './backups-folder';
import { PRIVATE_FILE_MODE } from './local-files';

/** The last verification of an archive of the default place, kept beside the archives for the operator's views. */
export const verificationRecordSchema = z.object({
  archive: z.string(),
  verifiedAt: z.iso.datetime(),
  isOk: z.boolean(),
  problems: z.array(z.string()),
});
export type VerificationRecord = z.infer<typeof verificationRecordSchema>;

/** Named unlike any archive, so that the listing and retention pass it by. */
const RECORD_NAME = 'last-verification.json';
const bucketKey = `${BUCKET_BACKUPS_FOLDER}/${RECORD_NAME}`;

export async function recordVerification(record: VerificationRecord): Promise<void> {
  const content = `${JSON.stringify(record, null, 2)}\n`;
  if (env.S3_BUCKET) {
    await storage.put(bucketKey, Buffer.from(content), { contentType: 'application/json' });

    return;
  }
  const file = path.join(await makeLocalBackupsFolder(), RECORD_NAME);
  // Renamed into place: a reader never sees half a record.
  await writeFile(`${file}.part`, content, { mode: PRIVATE_FILE_MODE });
  await rename(`${file}.part`, file);
}

/** The recorded verification, or null when none was recorded (or the record cannot be read). */
export async function readVerificationRecord(): Promise<VerificationRecord | null> {
  const content = env.S3_BUCKET
    ? await storage.open(bucketKey).then((stream) => (stream ? text(stream) : null))
    : await readFile(path.join(localBackupsFolder(), RECORD_NAME), 'utf8').catch(() => null);
  if (content === null) return null;
  try {
    const parsed = verificationRecordSchema.safeParse(JSON.parse(content));

    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
