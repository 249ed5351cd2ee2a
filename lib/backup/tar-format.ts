import 'server-only';

import { ArchiveFormatError } from './backup-errors';
import { ByteReader } from './byte-reader';

/**
 * The tar format (POSIX ustar, with pax headers for long names and large sizes), written and read here so that a
 * backup can stream files of any origin (a local file, an object of a bucket) into one archive, and a restore can
 * write each file itself and say why a write failed. `tar -tzf` lists an unencrypted archive, and archives made by
 * GNU tar (older backups) read back.
 */
const BLOCK = 512;
const MAX_OCTAL_SIZE = 0o77777777777;
const FILE_MODE = 0o600;
/** A pax or long-name header holds one name and size: anything larger is no archive of ours. */
const MAX_HEADER_CONTENT = 64 * 1024;

const USTAR_MAGIC = Buffer.from('ustar\0');

export const END_OF_ARCHIVE = Buffer.alloc(2 * BLOCK);

/** Each file's content is padded with zeros to a whole block. */
const paddingLength = (size: number): number => (BLOCK - (size % BLOCK)) % BLOCK;
export const paddingAfter = (size: number): Buffer => Buffer.alloc(paddingLength(size));

const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\0`;

/** A ustar header block; a name past 100 bytes is cut there, and a pax header before it holds the whole. */
function headerBlock({ name, size, type }: { name: string; size: number; type: string }): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(FILE_MODE, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(Math.min(size, MAX_OCTAL_SIZE), 12), 124, 'ascii');
  block.write(octal(Math.floor(Date.now() / 1000), 12), 136, 'ascii');
  block.write(type, 156, 'ascii');
  USTAR_MAGIC.copy(block, 257);
  block.write('00', 263, 'ascii');
  block.fill(' ', 148, 156);
  const checksum = block.reduce((sum, byte) => sum + byte, 0);
  block.write(`${checksum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');

  return block;
}

/** `<length> <key>=<value>\n`, where the length counts its own digits. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  const bodyLength = Buffer.byteLength(body);
  let digits = 1;
  while (String(digits + bodyLength).length !== digits) digits += 1;

  return `${digits + bodyLength}${body}`;
}

/** The header block(s) of one regular file; the caller writes its content and `paddingAfter(size)`. */
export function fileHeader(name: string, size: number): Buffer {
  const records = [
    ...(Buffer.byteLength(name) > 100 || !/^[\x20-\x7e]*$/.test(name) ? [paxRecord('path', name)] : []),
    ...(size > MAX_OCTAL_SIZE ? [paxRecord('size', String(size))] : []),
  ].join('');
  const header = headerBlock({ name, size, type: '0' });
  if (!records) return header;
  const pax = Buffer.from(records);

  return Buffer.concat([
    headerBlock({ name: 'PaxHeader', size: pax.length, type: 'x' }),
    pax,
    paddingAfter(pax.length),
    header,
  ]);
}

const text = (field: Buffer) => {
  const end = field.indexOf(0);

  return field.subarray(0, end === -1 ? field.length : end).toString('utf8');
};

/** An octal number, or GNU's base-256 for sizes past 8 GB (first bit set). */
function numberField(field: Buffer): number {
  if ((field[0] ?? 0) & 0x80)
    return field.subarray(1).reduce((value, byte) => value * 256 + byte, (field[0] ?? 0) & 0x7f);
  const digits = text(field).trim();
  if (!/^[0-7]*$/.test(digits)) throw new ArchiveFormatError('a header holds a number that is not one');

  return digits === '' ? 0 : Number.parseInt(digits, 8);
}

function hasValidChecksum(block: Buffer): boolean {
  const stored = numberField(block.subarray(148, 156));
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 0x20 : (block[index] ?? 0);

  return sum === stored;
}

function paxValues(records: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const match of records.matchAll(/^\d+ ([^=\n]+)=(.*)$/gm)) {
    if (match[1] !== undefined && match[2] !== undefined) values.set(match[1], match[2]);
  }

  return values;
}

/** `./database/news.jsonl` -> `database/news.jsonl`; refuses a name that would leave the folder it is unpacked in. */
function safeName(raw: string): string {
  const name = raw.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  const segments = name.split('/');
  if (
    name.startsWith('/') ||
    name.includes('\\') ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw new ArchiveFormatError(`it holds an entry named ${JSON.stringify(raw)}, outside any backup's folders`);
  }

  return name;
}

export type TarFile = { name: string; size: number; content: AsyncIterable<Buffer> };

const REGULAR_FILE_TYPES = new Set(['0', '\0', '7']);

/**
 * Calls `onFile` for each regular file of the tar stream, in order; `onFile` must read the whole content. Folders
 * are skipped (the caller makes them); links and devices, which no backup holds, are refused.
 */
export async function readTar(
  source: AsyncIterable<Uint8Array>,
  onFile: (file: TarFile) => Promise<void>,
): Promise<void> {
  const reader = ByteReader.of(source);
  const cutShort = () => new ArchiveFormatError('it ends in the middle of a file');
  const readWhole = async (size: number) => {
    const pieces: Buffer[] = [];
    for await (const piece of reader.span(size, cutShort)) pieces.push(piece);

    return Buffer.concat(pieces);
  };
  let longName: string | null = null;
  let longSize: number | null = null;
  for (;;) {
    const block = await reader.read(BLOCK);
    if (block.length < BLOCK) throw new ArchiveFormatError('it ends before its end-of-archive marker');
    if (block.every((byte) => byte === 0)) break;
    if (!hasValidChecksum(block)) throw new ArchiveFormatError('a header does not match its checksum');
    const type = String.fromCharCode(block[156] ?? 0);
    const size = numberField(block.subarray(124, 136));
    // Only POSIX ustar has a name prefix there; GNU's own format ("ustar  ") keeps other fields in those bytes.
    const prefix = block.subarray(257, 263).equals(USTAR_MAGIC) ? text(block.subarray(345, 500)) : '';
    const headerName = prefix ? `${prefix}/${text(block.subarray(0, 100))}` : text(block.subarray(0, 100));
    if (type === 'x' || type === 'L') {
      if (size > MAX_HEADER_CONTENT) throw new ArchiveFormatError(`a header of ${size} bytes is no header`);
      const content = await readWhole(size);
      await reader.read(paddingLength(size));
      if (type === 'L') {
        longName = text(content);
      } else {
        const values = paxValues(content.toString('utf8'));
        longName = values.get('path') ?? longName;
        const paxSize = values.get('size');
        if (paxSize !== undefined && !/^\d+$/.test(paxSize))
          throw new ArchiveFormatError('a pax header holds a size that is not one');
        longSize = paxSize === undefined ? longSize : Number(paxSize);
      }
      continue;
    }
    const name = longName ?? headerName;
    const fileSize = longSize ?? size;
    longName = null;
    longSize = null;
    if (REGULAR_FILE_TYPES.has(type)) {
      await onFile({ name: safeName(name), size: fileSize, content: reader.span(fileSize, cutShort) });
    } else if (type === '5' || type === 'g') {
      await drain(reader.span(fileSize, cutShort));
    } else {
      throw new ArchiveFormatError(`it holds ${JSON.stringify(name)}, which is no regular file or folder`);
    }
    await reader.read(paddingLength(fileSize));
  }
  // The rest is padding; reading it to the end lets the gzip layer check its own length and checksum.
  await drain(reader.rest());
}

async function drain(pieces: AsyncIterable<Buffer>): Promise<void> {
  const iterator = pieces[Symbol.asyncIterator]();
  while (!(await iterator.next()).done);
}
