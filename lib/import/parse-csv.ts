import Papa from 'papaparse';

import { hasValues, normalizeHeader, type RawTable } from './table';

const DELIMITERS = [',', ';', '\t'] as const;

/** The separator of the header line: the one it holds most of (column names contain none of them). */
function headerDelimiter(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = DELIMITERS.map((delimiter) => header.split(delimiter).length);

  return DELIMITERS[counts.indexOf(Math.max(...counts))] ?? ',';
}

/**
 * Reads a CSV file (comma or semicolon separated, as Excel writes it in either locale) into header names and
 * trimmed text cells. Row numbers count records the way a spreadsheet shows the file: the header is row 1.
 */
export function parseCsv(text: string): RawTable {
  const content = text.replace(/^\uFEFF/, '');
  const { data } = Papa.parse<string[]>(content, { skipEmptyLines: false, delimiter: headerDelimiter(content) });
  const [headerCells = [], ...records] = data;
  const headers = headerCells.map(normalizeHeader);
  const rows = records
    .map((cells, index) => ({
      row: index + 2,
      values: Object.fromEntries(headers.map((header, column) => [header, (cells[column] ?? '').trim()])),
    }))
    .filter((row) => hasValues(row.values));

  return { headers: headers.filter(Boolean), rows };
}
