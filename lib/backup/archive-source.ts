import 'server-only';

import { existsSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { isValidKey, storage } from '@/lib/storage';

import { RestoreRefusedError } from './backup-errors';
import { asLocalFailure, withLocalFailures } from './local-failure';
import { localFiles } from './local-files';
import { bucketAddress, uploadsBucket } from './s3-bucket';

async function* readLocalArchive(file: string): AsyncGenerator<Buffer> {
  const place = { folder: path.dirname(path.resolve(file)), step: 'Reading the archive' };
  const handle = await withLocalFailures(place, () => open(file, 'r'));
  try {
    for await (const chunk of handle.createReadStream()) yield chunk as Buffer;
  } catch (error) {
    throw asLocalFailure(error, place) ?? error;
  }
}

/** The key in the uploads' bucket that `file` names: the key itself, or its `s3://bucket/prefix/...` address. */
function bucketKeyOf(file: string): string | null {
  const bucket = uploadsBucket();
  if (!bucket) return null;
  const address = bucketAddress(bucket, '');
  const key = file.startsWith(address) ? file.slice(address.length) : file;

  return isValidKey(key) ? key : null;
}

/**
 * The bytes of the archive `file` names: a path on this machine or, with S3_BUCKET, an archive in the bucket by its
 * key (`backups/backup-....tar.gz`, as the listing names it) or its address (`s3://...`, as a backup reports it).
 */
export async function openArchive(file: string): Promise<Readable> {
  if (existsSync(file)) return Readable.from(readLocalArchive(file));
  const key = bucketKeyOf(file);
  const source = key ? await storage.open(key) : null;
  if (!source) throw new RestoreRefusedError(`There is no archive at ${file}.`);

  return source;
}

/** Copies an archive (`location` as openArchive reads it) to `destination` on this machine, readable by its owner only. */
export async function copyArchiveTo(location: string, destination: string): Promise<string> {
  const target = path.resolve(destination);
  // Writing over the very file being read would empty it.
  if (existsSync(location) && path.resolve(location) === target) return target;
  await withLocalFailures({ folder: path.dirname(target), step: 'Copying the archive' }, async () =>
    pipeline(await openArchive(location), localFiles.openForWriting(target)),
  );

  return target;
}
