import 'server-only';

import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

import {
  decryptArchive,
  ENCRYPTION_MARK_LENGTH,
  encryptionStage,
  isEncryptedArchive,
  type PassphraseSource,
} from './archive-encryption';
import { ArchiveFormatError, UnreadableArchiveError } from './backup-errors';
import { ByteReader } from './byte-reader';
import { localFiles, PRIVATE_FOLDER_MODE } from './local-files';
import { listArchiveFiles } from './manifest';
import { END_OF_ARCHIVE, fileHeader, paddingAfter, readTar } from './tar-format';

/** The sha256 of files by their path in the archive ('/'-separated). */
export type Checksums = Record<string, string>;

/** A file's bytes as they come: a stream, or a buffer already in memory (the manifest). */
type ArchiveContent = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

export type ArchiveWriter = {
  /** Appends one file of `size` bytes; fails when `content` turns out longer or shorter. */
  add(name: string, size: number, content: ArchiveContent): Promise<void>;
  /** Appends every file under `folder`, by its path inside it. */
  addFolder(folder: string): Promise<void>;
  /** The checksum of every file added so far. */
  checksums(): Checksums;
  close(): Promise<void>;
  /** Stops writing; what was written is incomplete and left to the caller to discard. */
  abort(): Promise<void>;
};

/**
 * An archive written as it is filled: a tar stream, gzip-compressed, encrypted when a passphrase is given, into
 * `output`. No file passes through a folder on its way in, so objects of a bucket go straight from the bucket into
 * the archive.
 */
export async function openArchiveWriter(
  output: Writable,
  { passphrase }: { passphrase?: string },
): Promise<ArchiveWriter> {
  const tar = new PassThrough();
  const done = passphrase
    ? pipeline(tar, createGzip(), await encryptionStage(passphrase), output)
    : pipeline(tar, createGzip(), output);
  // Awaited by close() and abort(), and raced by every write, so that a failing disk stops the writer at once.
  done.catch(() => undefined);
  const checksums: Checksums = {};

  async function write(chunk: Buffer): Promise<void> {
    if (!tar.write(chunk)) await Promise.race([once(tar, 'drain'), done]);
  }

  async function add(name: string, size: number, content: ArchiveContent): Promise<void> {
    await write(fileHeader(name, size));
    const hash = createHash('sha256');
    let written = 0;
    for await (const chunk of content) {
      written += chunk.length;
      // Uploads are written once under a fresh key and never changed: a size that differs is a fault, not a race.
      if (written > size) throw new Error(`${name} grew while it was archived (past ${size} bytes)`);
      hash.update(chunk);
      await write(Buffer.from(chunk));
    }
    if (written < size) throw new Error(`${name} shrank while it was archived (${written} of ${size} bytes)`);
    await write(paddingAfter(size));
    checksums[name] = hash.digest('hex');
  }

  async function addFolder(folder: string): Promise<void> {
    for (const name of await listArchiveFiles(folder)) {
      const file = path.join(folder, name);
      const { size } = await stat(file);
      const content = createReadStream(file);
      try {
        await add(name, size, content);
      } finally {
        // Closes the file when the archive failed before reading it to the end.
        content.destroy();
      }
    }
  }

  return {
    add,
    addFolder,
    checksums: () => ({ ...checksums }),
    close: async () => {
      await write(END_OF_ARCHIVE);
      tar.end();
      await done;
    },
    abort: async () => {
      tar.destroy();
      await done.catch(() => undefined);
    },
  };
}

/** zlib's errors (Z_DATA_ERROR, Z_BUF_ERROR for a stream cut short): bytes that are no gzip, or not all of it. */
const isCompressionError = (error: unknown): error is Error =>
  error instanceof Error && String((error as NodeJS.ErrnoException).code).startsWith('Z_');

/**
 * Writes one unpacked file under `folder` and answers its checksum. On failure it waits until the file is closed,
 * so that no write is left in flight when the caller removes the folder.
 */
async function writeUnpackedFile(folder: string, name: string, content: AsyncIterable<Buffer>): Promise<string> {
  const target = path.join(folder, ...name.split('/'));
  await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const hash = createHash('sha256');
  const output = localFiles.openForWriting(target);
  try {
    await pipeline(
      content,
      async function* hashed(chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          yield chunk;
        }
      },
      output,
    );
  } catch (error) {
    if (!output.closed) await once(output, 'close').catch(() => undefined);
    throw error;
  }

  return hash.digest('hex');
}

/** The archive's fault (damaged, cut, altered) as UnreadableArchiveError; any other error as it is. */
function asUnreadable(error: unknown, file: string): unknown {
  if (error instanceof ArchiveFormatError) return new UnreadableArchiveError(file, error.message);
  if (isCompressionError(error)) return new UnreadableArchiveError(file, `gzip: ${error.message}`);

  return error;
}

/**
 * Unpacks an archive (encrypted or not) into `folder` and answers the checksum of every file in it. A damaged,
 * cut or altered archive fails with UnreadableArchiveError; a failing disk with its own error (see local-failure.ts).
 * It returns or fails only once nothing is being written any more.
 */
export async function extractArchive(
  source: Readable,
  folder: string,
  passphrase: PassphraseSource,
): Promise<Checksums> {
  const reader = ByteReader.of(source);
  const isEncrypted = isEncryptedArchive(await reader.peek(ENCRYPTION_MARK_LENGTH));
  const compressed = isEncrypted ? decryptArchive(reader, passphrase) : reader.rest();
  const tar = createGunzip();
  const feeding = pipeline(Readable.from(compressed), tar);
  const checksums: Checksums = {};
  const reading = readTar(tar, async ({ name, content }) => {
    checksums[name] = await writeUnpackedFile(folder, name, content);
  }).catch((error: unknown) => {
    // A file that cannot be written stops the reading: the stream feeding it must stop too.
    tar.destroy(error instanceof Error ? error : undefined);
    throw error;
  });
  const [read, fed] = await Promise.allSettled([reading, feeding]);
  // An archive refused part way is not read to its end: its file or its bucket's connection is released here.
  source.destroy();
  if (read.status === 'rejected') throw asUnreadable(read.reason, passphrase.file);
  if (fed.status === 'rejected') throw asUnreadable(fed.reason, passphrase.file);

  return checksums;
}
