import 'server-only';

import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 1;

const levelSchema = z.object({
  count: z.number().int().min(0),
  tag: z.string().nullable(),
  hash: z.string().nullable(),
});
const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);

/** What an archive holds and how to check it: read back before restoring anything. */
export const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  createdAt: z.iso.datetime(),
  app: z.object({ version: z.string(), commit: z.string().nullable() }),
  database: z.object({
    engine: z.enum(['pglite', 'postgresql']),
    migrations: levelSchema,
    rowCounts: z.record(z.string(), z.number().int().min(0)),
    /** The checksum of each table's rows (database-dump.ts); archives made before it was kept lack it. */
    rowChecksums: z.record(z.string(), sha256Schema).optional(),
  }),
  uploads: z.object({ storage: z.enum(['local', 's3']), count: z.number().int().min(0) }),
  /** The sha256 of every other file in the archive, by its path in the archive. */
  files: z.record(z.string(), sha256Schema),
});
export type Manifest = z.infer<typeof manifestSchema>;

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);

  return hash.digest('hex');
}

/** Every file under `folder` but the manifest, as archive paths with '/' separators. */
export async function listArchiveFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });

  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((name) => name !== MANIFEST_FILE)
    .sort();
}

/** The checksum of every file under `folder` but the manifest, read from the disk. */
export async function checksumFiles(folder: string): Promise<Record<string, string>> {
  const checksums: Record<string, string> = {};
  for (const name of await listArchiveFiles(folder)) checksums[name] = await sha256(path.join(folder, name));

  return checksums;
}

/** The archive paths whose checksum differs from the manifest's, or that only one of them has. */
export function findChecksumMismatches(actual: Record<string, string>, manifest: Manifest): string[] {
  const names = new Set([
    ...Object.keys(actual).filter((name) => name !== MANIFEST_FILE),
    ...Object.keys(manifest.files),
  ]);

  return [...names].filter((name) => actual[name] !== manifest.files[name]).sort();
}
