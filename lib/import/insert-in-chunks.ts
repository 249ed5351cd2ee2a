/** Rows per INSERT: keeps each statement well under PostgreSQL's 65535 bind parameters (an import row has about 10 columns). */
export const CHUNK = 500;

/**
 * Stores rows `CHUNK` at a time with `insert`, which answers how many of its chunk it stored; the sum is returned.
 * Run it inside a transaction so that a failure half-way leaves nothing behind.
 */
export async function insertInChunks<Row>(
  rows: readonly Row[],
  insert: (chunk: Row[]) => Promise<number>,
): Promise<number> {
  let stored = 0;
  for (let start = 0; start < rows.length; start += CHUNK) stored += await insert(rows.slice(start, start + CHUNK));

  return stored;
}
