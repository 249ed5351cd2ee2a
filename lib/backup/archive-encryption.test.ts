import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

import { describe, expect, it } from 'vitest';

import { decryptArchive, encryptionStage, isEncryptedArchive, PART_SIZE } from './archive-encryption';
import { ArchiveFormatError, ArchivePassphraseError } from './backup-errors';
import { ByteReader } from './byte-reader';

const PASSPHRASE = 'correct horse battery staple';
// Three full parts and a short last one.
const PLAIN = randomBytes(3 * PART_SIZE + 8192);
const HEADER_LENGTH = 74;
const FULL_PART_LENGTH = 5 + PART_SIZE + 16;

async function collect(pieces: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const piece of pieces) chunks.push(piece);

  return Buffer.concat(chunks);
}

// Fed in uneven chunks, as a file or a gzip stream hands them over.
const chunked = (bytes: Buffer) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / 10_000) }, (_, index) =>
      bytes.subarray(index * 10_000, (index + 1) * 10_000),
    ),
  );

const encrypt = async (plain: Buffer) => collect((await encryptionStage(PASSPHRASE))(chunked(plain)));
const decrypt = (sealed: Buffer, passphrase: string | null = PASSPHRASE) =>
  collect(
    decryptArchive(ByteReader.of(chunked(sealed)), {
      file: 'backup.tar.gz.enc',
      passphrase: async () => passphrase ?? undefined,
    }),
  );

const sealed = await encrypt(PLAIN);

describe('archive encryption', () => {
  it('names its format in a header and gives back exactly what it sealed', async () => {
    expect(sealed.subarray(0, 32).toString()).toBe('association-backup encrypted v1\n');
    expect(isEncryptedArchive(sealed)).toBe(true);
    expect(sealed.includes(PLAIN.subarray(0, 64))).toBe(false);
    expect(sealed.length).toBe(HEADER_LENGTH + 3 * FULL_PART_LENGTH + 5 + 8192 + 16);
    expect((await decrypt(sealed)).equals(PLAIN)).toBe(true);
    expect((await decrypt(await encrypt(Buffer.alloc(0)))).length).toBe(0);
  });

  it('tells a missing or wrong passphrase from a damaged archive', async () => {
    await expect(decrypt(sealed, null)).rejects.toThrow(ArchivePassphraseError);
    await expect(decrypt(sealed, null)).rejects.toThrow(
      /backup\.tar\.gz\.enc is encrypted and no passphrase was given: set BACKUP_PASSPHRASE/,
    );
    await expect(decrypt(sealed, 'another passphrase of some length')).rejects.toThrow(
      /The passphrase does not open backup\.tar\.gz\.enc/,
    );
  });

  it('refuses an archive cut short, at a part boundary or inside a part', async () => {
    for (const length of [
      HEADER_LENGTH + FULL_PART_LENGTH,
      HEADER_LENGTH + 2 * FULL_PART_LENGTH,
      sealed.length - 1,
      40,
    ]) {
      await expect(decrypt(sealed.subarray(0, length)), `cut at ${length}`).rejects.toThrow(ArchiveFormatError);
    }
    await expect(decrypt(sealed.subarray(0, HEADER_LENGTH + FULL_PART_LENGTH))).rejects.toThrow(
      /cut short: its last encrypted part is missing/,
    );
  });

  it('refuses a part altered, moved or dropped, or bytes after the last one', async () => {
    const altered = Buffer.from(sealed);
    altered.writeUInt8(
      altered.readUInt8(HEADER_LENGTH + FULL_PART_LENGTH + 100) ^ 1,
      HEADER_LENGTH + FULL_PART_LENGTH + 100,
    );
    const firstPart = sealed.subarray(HEADER_LENGTH, HEADER_LENGTH + FULL_PART_LENGTH);
    const secondPart = sealed.subarray(HEADER_LENGTH + FULL_PART_LENGTH, HEADER_LENGTH + 2 * FULL_PART_LENGTH);
    const rest = sealed.subarray(HEADER_LENGTH + 2 * FULL_PART_LENGTH);
    const header = sealed.subarray(0, HEADER_LENGTH);
    const swapped = Buffer.concat([header, secondPart, firstPart, rest]);
    const dropped = Buffer.concat([header, secondPart, rest]);
    // A middle part marked as the last: an archive cut short and made to look whole.
    const markedLast = Buffer.from(Buffer.concat([header, firstPart]));
    markedLast[HEADER_LENGTH] = 1;

    await expect(decrypt(altered)).rejects.toThrow(/encrypted part 2 has been altered or damaged/);
    await expect(decrypt(swapped)).rejects.toThrow(/encrypted part 1 has been altered or damaged/);
    await expect(decrypt(dropped)).rejects.toThrow(/altered or damaged/);
    await expect(decrypt(markedLast)).rejects.toThrow(/altered or damaged/);
    await expect(decrypt(Buffer.concat([sealed, Buffer.from('more')]))).rejects.toThrow(
      /goes on after its last encrypted part/,
    );
  });
});
