import type { RawTable } from './table';
import { parseCsv } from './parse-csv';
import { parseXlsx } from './parse-xlsx';

// An .xlsx file is a zip archive: it starts with the zip signature "PK\x03\x04".
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

export function isXlsx(bytes: Uint8Array): boolean {
  return ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/**
 * Reads an uploaded import file by its content, not its name: an Excel workbook or UTF-8 CSV text. Null when
 * it is neither (another binary format, a damaged workbook, text in another encoding).
 */
export async function readImportFile(bytes: Uint8Array): Promise<RawTable | null> {
  if (isXlsx(bytes)) return parseXlsx(bytes).catch(() => null);
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);

    // A NUL byte never occurs in CSV text: this is some other binary file.
    return text.includes('\0') ? null : parseCsv(text);
  } catch {
    return null;
  }
}
