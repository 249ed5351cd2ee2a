import { parseCsv } from './parse-csv';
import { parseXlsx } from './parse-xlsx';
import type { RawTable } from './table';
import { checkZipBounds } from './zip-bounds';

// An .xlsx file is a zip archive: it starts with the zip signature "PK\x03\x04".
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

export function isXlsx(bytes: Uint8Array): boolean {
  return ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/** An import file read, or why not: neither kind of file, or a workbook that would unpack to too much. */
export type ImportFileRead = { ok: true; table: RawTable } | { ok: false; reason: 'wrongType' | 'tooLargeUnpacked' };

/**
 * Reads an uploaded import file by its content, not its name: an Excel workbook or UTF-8 CSV text, at most
 * `maxRows` + 1 data rows of it. A workbook is checked before it is unpacked (entries and unpacked size); a file
 * that is neither (another binary format, a damaged workbook, text in another encoding) is the wrong type.
 */
export async function readImportFile(bytes: Uint8Array, { maxRows }: { maxRows: number }): Promise<ImportFileRead> {
  if (isXlsx(bytes)) {
    const bounds = await checkZipBounds(bytes);
    if (!bounds.ok) return { ok: false, reason: bounds.reason === 'damaged' ? 'wrongType' : bounds.reason };

    return parseXlsx(bytes, { maxRows }).then(
      (table): ImportFileRead => ({ ok: true, table }),
      (): ImportFileRead => ({ ok: false, reason: 'wrongType' }),
    );
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);

    // A NUL byte never occurs in CSV text: this is some other binary file.
    return text.includes('\0') ? { ok: false, reason: 'wrongType' } : { ok: true, table: parseCsv(text, { maxRows }) };
  } catch {
    return { ok: false, reason: 'wrongType' };
  }
}
