import { createInflateRaw } from 'node:zlib';

/**
 * What an import workbook may unpack to. A few thousand rows of exchange data are a few MB of XML in a dozen
 * parts; a zip bomb is a few MB that unpacks to gigabytes.
 */
export const WORKBOOK_BOUNDS = { maxEntries: 200, maxUnpackedBytes: 64 * 1024 * 1024 } as const;

export type ZipBounds = { maxEntries: number; maxUnpackedBytes: number };
export type ZipCheck = { ok: true } | { ok: false; reason: 'tooLargeUnpacked' | 'damaged' };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
// Zip64 marks its sizes and counts with all bits set: no import file of ours is large enough to need it.
const ZIP64_U16 = 0xffff;
const ZIP64_U32 = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;
// Bit 3: the sizes follow the data in a descriptor instead of standing in the local header.
const HAS_DESCRIPTOR = 0x08;

type Entry = { method: number; flags: number; packedBytes: number; unpackedBytes: number; localOffset: number };

class DamagedZip extends Error {}

function reader(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const within = (offset: number, size: number) => {
    if (offset < 0 || offset + size > bytes.byteLength) throw new DamagedZip();
  };

  return {
    u16: (offset: number) => (within(offset, 2), view.getUint16(offset, true)),
    u32: (offset: number) => (within(offset, 4), view.getUint32(offset, true)),
  };
}

/** The end-of-directory record: searched from the end, past an archive comment of up to 64 KB. */
function endOfDirectory(bytes: Uint8Array, u32: (offset: number) => number): number {
  const last = bytes.byteLength - END_RECORD_BYTES;
  for (let offset = last; offset >= Math.max(0, last - MAX_COMMENT_BYTES); offset -= 1) {
    if (u32(offset) === END_OF_DIRECTORY) return offset;
  }
  throw new DamagedZip();
}

/** The central directory's entries, read without unpacking anything. */
function readDirectory(
  bytes: Uint8Array,
  bounds: ZipBounds,
): { entries: Entry[]; directoryOffset: number } | 'tooLargeUnpacked' {
  const { u16, u32 } = reader(bytes);
  const end = endOfDirectory(bytes, u32);
  const count = u16(end + 10);
  const directoryOffset = u32(end + 16);
  if (count === ZIP64_U16 || directoryOffset === ZIP64_U32 || count > bounds.maxEntries) return 'tooLargeUnpacked';

  const entries: Entry[] = [];
  let unpacked = 0;
  let offset = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (u32(offset) !== DIRECTORY_ENTRY) throw new DamagedZip();
    const entry = {
      flags: u16(offset + 8),
      method: u16(offset + 10),
      packedBytes: u32(offset + 20),
      unpackedBytes: u32(offset + 24),
      localOffset: u32(offset + 42),
    };
    if (entry.packedBytes === ZIP64_U32 || entry.unpackedBytes === ZIP64_U32 || entry.localOffset === ZIP64_U32)
      return 'tooLargeUnpacked';
    if (entry.method !== STORED && entry.method !== DEFLATED) throw new DamagedZip();
    unpacked += entry.unpackedBytes;
    if (unpacked > bounds.maxUnpackedBytes) return 'tooLargeUnpacked';
    entries.push(entry);
    offset += 46 + u16(offset + 28) + u16(offset + 30) + u16(offset + 32);
  }
  if (offset > end) throw new DamagedZip();

  return { entries, directoryOffset };
}

/** Where an entry's packed data lies, after checking that its local header says what the directory says. */
function packedData(bytes: Uint8Array, entry: Entry): { start: number; end: number } {
  const { u16, u32 } = reader(bytes);
  const at = entry.localOffset;
  if (u32(at) !== LOCAL_ENTRY || u16(at + 8) !== entry.method) throw new DamagedZip();
  const usesDescriptor = (u16(at + 6) & HAS_DESCRIPTOR) !== 0;
  if (!usesDescriptor && (u32(at + 18) !== entry.packedBytes || u32(at + 22) !== entry.unpackedBytes))
    throw new DamagedZip();
  const start = at + 30 + u16(at + 26) + u16(at + 28);
  let end = start + entry.packedBytes;
  if (usesDescriptor) end += u32(end) === DATA_DESCRIPTOR ? 16 : 12;
  if (end > bytes.byteLength) throw new DamagedZip();

  return { start, end };
}

/**
 * A workbook is read as a stream of its local entries, front to back, so they must be exactly the directory's:
 * one after the other from the first byte to the directory, with no entry hidden between them.
 */
function checkLayout(
  bytes: Uint8Array,
  { entries, directoryOffset }: { entries: Entry[]; directoryOffset: number },
): Array<Entry & { data: Uint8Array }> {
  const ordered = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  let next = 0;
  const located = ordered.map((entry) => {
    if (entry.localOffset !== next) throw new DamagedZip();
    const { start, end } = packedData(bytes, entry);
    next = end;

    return { ...entry, data: bytes.subarray(start, start + entry.packedBytes) };
  });
  if (next !== directoryOffset) throw new DamagedZip();

  return located;
}

/**
 * Whether deflated data unpacks to at most `limit` bytes: unpacked and counted as it streams, never held, and
 * stopped at the first byte past the limit. A directory may understate a size; this cannot be lied to.
 */
function unpacksWithin(data: Uint8Array, limit: number): Promise<'within' | 'over' | 'damaged'> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= limit) return;
      inflate.destroy();
      resolve('over');
    });
    inflate.on('end', () => resolve('within'));
    inflate.on('error', () => resolve('damaged'));
    inflate.end(data);
  });
}

/**
 * Checks a zip archive (an .xlsx workbook) before anything reads it: at most `maxEntries` entries that together
 * unpack to at most `maxUnpackedBytes`, by the central directory and then by unpacking each entry into nothing.
 */
export async function checkZipBounds(bytes: Uint8Array, bounds: ZipBounds = WORKBOOK_BOUNDS): Promise<ZipCheck> {
  try {
    const directory = readDirectory(bytes, bounds);
    if (directory === 'tooLargeUnpacked') return { ok: false, reason: directory };
    for (const entry of checkLayout(bytes, directory)) {
      if (entry.method === STORED) {
        if (entry.packedBytes !== entry.unpackedBytes) return { ok: false, reason: 'damaged' };
        continue;
      }
      const unpacked = await unpacksWithin(entry.data, entry.unpackedBytes);
      if (unpacked === 'over') return { ok: false, reason: 'tooLargeUnpacked' };
      if (unpacked === 'damaged') return { ok: false, reason: 'damaged' };
    }

    return { ok: true };
  } catch (error) {
    if (error instanceof DamagedZip) return { ok: false, reason: 'damaged' };
    throw error;
  }
}
