import 'server-only';

import { createCipheriv, createDecipheriv, createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

import { ArchiveFormatError, ArchivePassphraseError } from './backup-errors';
import type { ByteReader } from './byte-reader';

/**
 * An encrypted archive: a header, then the gzip-compressed tar in parts of at most 64 KiB, each sealed with
 * AES-256-GCM under a key derived from BACKUP_PASSPHRASE with scrypt.
 *
 *   header  "association-backup encrypted v1\n", scrypt's log2(N), r and p (a byte each), salt (16 bytes),
 *           nonce prefix (7), key check (16)
 *   part    last? (1 byte), length (uint32), ciphertext, tag (16)
 *
 * Each part's nonce is the prefix, its number (uint32) and whether it is the last, and the header is its
 * associated data: a part altered, moved, dropped or added after the last, or a header altered, fails its tag, and an
 * archive cut short lacks its last part. The key check (a hash of more derived key bytes) tells a wrong passphrase
 * from damage.
 */
const MAGIC = Buffer.from('association-backup encrypted v1\n');
const SALT_LENGTH = 16;
const NONCE_PREFIX_LENGTH = 7;
const KEY_CHECK_LENGTH = 16;
const TAG_LENGTH = 16;
const PART_HEAD_LENGTH = 5;
const HEADER_LENGTH = MAGIC.length + 3 + SALT_LENGTH + NONCE_PREFIX_LENGTH + KEY_CHECK_LENGTH;
export const PART_SIZE = 64 * 1024;

type KeyCost = { log2N: number; r: number; p: number };
/** 128 MiB and about half a second per archive: costly to guess, cheap for a nightly job. */
const KEY_COST: KeyCost = { log2N: 17, r: 8, p: 1 };
/** A header asking for more would let a damaged (or hostile) archive take gigabytes of memory. */
const MAX_KEY_COST: KeyCost = { log2N: 20, r: 16, p: 4 };

type ArchiveKey = { key: Buffer; check: Buffer };

function deriveKey(passphrase: string, salt: Buffer, { log2N, r, p }: KeyCost): Promise<ArchiveKey> {
  const N = 2 ** log2N;

  return new Promise((resolve, reject) => {
    scrypt(passphrase.normalize('NFC'), salt, 64, { N, r, p, maxmem: 256 * N * r }, (error, derived) => {
      if (error) reject(error);
      else
        resolve({
          key: derived.subarray(0, 32),
          check: createHash('sha256').update(derived.subarray(32)).digest().subarray(0, KEY_CHECK_LENGTH),
        });
    });
  });
}

function nonce(prefix: Buffer, index: number, isLast: boolean): Buffer {
  const value = Buffer.alloc(12);
  prefix.copy(value, 0);
  value.writeUInt32BE(index, NONCE_PREFIX_LENGTH);
  value[11] = isLast ? 1 : 0;

  return value;
}

type Sealing = { key: Buffer; header: Buffer; noncePrefix: Buffer };

function seal({ key, header, noncePrefix }: Sealing, plaintext: Buffer, index: number, isLast: boolean): Buffer {
  const cipher = createCipheriv('aes-256-gcm', key, nonce(noncePrefix, index, isLast)).setAAD(header);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const head = Buffer.alloc(PART_HEAD_LENGTH);
  head[0] = isLast ? 1 : 0;
  head.writeUInt32BE(ciphertext.length, 1);

  return Buffer.concat([head, ciphertext, cipher.getAuthTag()]);
}

function open({ key, header, noncePrefix }: Sealing, sealed: Buffer, index: number, isLast: boolean): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, nonce(noncePrefix, index, isLast)).setAAD(header);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_LENGTH));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_LENGTH)), decipher.final()]);
  } catch {
    throw new ArchiveFormatError(`its encrypted part ${index + 1} has been altered or damaged`);
  }
}

export const isEncryptedArchive = (start: Buffer): boolean => start.subarray(0, MAGIC.length).equals(MAGIC);
export const ENCRYPTION_MARK_LENGTH = MAGIC.length;

/** A pipeline stage that encrypts what passes through it with `passphrase` (the key is derived before it starts). */
export async function encryptionStage(
  passphrase: string,
): Promise<(source: AsyncIterable<Buffer>) => AsyncGenerator<Buffer>> {
  const salt = randomBytes(SALT_LENGTH);
  const noncePrefix = randomBytes(NONCE_PREFIX_LENGTH);
  const { key, check } = await deriveKey(passphrase, salt, KEY_COST);
  const header = Buffer.concat([
    MAGIC,
    Buffer.from([KEY_COST.log2N, KEY_COST.r, KEY_COST.p]),
    salt,
    noncePrefix,
    check,
  ]);
  const sealing = { key, header, noncePrefix };

  return async function* encrypt(source) {
    yield header;
    let pending: Buffer = Buffer.alloc(0);
    let index = 0;
    for await (const chunk of source) {
      pending = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      // A full part is sealed only once more bytes follow: the last part, full or not, carries the mark.
      while (pending.length > PART_SIZE) {
        yield seal(sealing, pending.subarray(0, PART_SIZE), index, false);
        index += 1;
        pending = pending.subarray(PART_SIZE);
      }
    }
    yield seal(sealing, pending, index, true);
  };
}

export type PassphraseSource = { file: string; passphrase: () => Promise<string | undefined> };

/** The plaintext of the encrypted archive `reader` reads, part by part; nothing unauthenticated is passed on. */
export async function* decryptArchive(
  reader: ByteReader,
  { file, passphrase }: PassphraseSource,
): AsyncGenerator<Buffer> {
  const header = await reader.read(HEADER_LENGTH);
  if (header.length < HEADER_LENGTH) throw new ArchiveFormatError('its encryption header is cut short');
  let offset = MAGIC.length;
  const take = (length: number) => header.subarray(offset, (offset += length));
  const [log2N = 0, r = 0, p = 0] = take(3);
  if (log2N < 10 || log2N > MAX_KEY_COST.log2N || r < 1 || r > MAX_KEY_COST.r || p < 1 || p > MAX_KEY_COST.p) {
    throw new ArchiveFormatError('its encryption header names key costs no backup uses');
  }
  const salt = take(SALT_LENGTH);
  const noncePrefix = take(NONCE_PREFIX_LENGTH);
  const keyCheck = take(KEY_CHECK_LENGTH);
  const secret = await passphrase();
  if (!secret) {
    throw new ArchivePassphraseError(
      `${file} is encrypted and no passphrase was given: set BACKUP_PASSPHRASE to the passphrase it was made with (on a terminal, the command asks for it).`,
    );
  }
  const { key, check } = await deriveKey(secret, salt, { log2N, r, p });
  if (!timingSafeEqual(check, keyCheck)) {
    throw new ArchivePassphraseError(
      `The passphrase does not open ${file}: it was made with another BACKUP_PASSPHRASE.`,
    );
  }
  const sealing = { key, header, noncePrefix };
  for (let index = 0; ; index += 1) {
    const head = await reader.read(PART_HEAD_LENGTH);
    const length = head.length === PART_HEAD_LENGTH ? head.readUInt32BE(1) : 0;
    const isLast = head[0] === 1;
    if (head.length < PART_HEAD_LENGTH)
      throw new ArchiveFormatError('it is cut short: its last encrypted part is missing');
    if (length > PART_SIZE || (head[0] ?? 0) > 1)
      throw new ArchiveFormatError(`its encrypted part ${index + 1} has a damaged header`);
    const sealed = await reader.read(length + TAG_LENGTH);
    if (sealed.length < length + TAG_LENGTH)
      throw new ArchiveFormatError('it is cut short in the middle of an encrypted part');
    yield open(sealing, sealed, index, isLast);
    if (isLast) {
      if (await reader.hasMore()) throw new ArchiveFormatError('it goes on after its last encrypted part');

      return;
    }
  }
}
