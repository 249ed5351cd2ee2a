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
 * trimmed text cells, record by record. Row numbers count records the way a spreadsheet shows the file: the
 * header is row 1. Reading stops after `maxRows` + 1 data rows: one more than allowed says the file is too long.
 */
export function parseCsv(text: string, { maxRows }: { maxRows: number }): RawTable {
  const content = text.replace(/^\uFEFF/, '');
  let headers: string[] = [];
  const rows: RawTable['rows'] = [];
  let record = 0;
  Papa.parse<string[]>(content, {
    skipEmptyLines: false,
    delimiter: headerDelimiter(content),
    step: ({ data: cells }, parser) => {
      record += 1;
      if (record === 1) {
        headers = cells.map(normalizeHeader);

        return;
      }
      const values = Object.fromEntries(headers.map((header, column) => [header, (cells[column] ?? '').trim()]));
      if (hasValues(values)) rows.push({ row: record, values });
      if (rows.length > maxRows) parser.abort();
    },
  });

  return { headers: headers.filter(Boolean), rows };
}
