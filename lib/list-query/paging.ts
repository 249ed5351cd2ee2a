/** The seeds show at most three page numbers, centred on the current page where possible. */
export const MAX_PAGE_NUMBERS = 3;

export function pageWindow(current: number, totalPages: number, size = MAX_PAGE_NUMBERS): number[] {
  if (totalPages < 1) return [];
  const count = Math.min(size, totalPages);
  const page = Math.min(Math.max(1, current), totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);

  return Array.from({ length: count }, (_, index) => start + index);
}

/**
 * How many pages `total` rows fill. An empty public list has no pages (the seeds answer `totalPages: 0`); an admin
 * grid always shows page 1 of at least 1, so it asks for `minimum: 1`.
 */
export function pageCount(total: number, pageSize: number, { minimum = 0 }: { minimum?: 0 | 1 } = {}): number {
  return Math.max(minimum, Math.ceil(total / pageSize));
}

/**
 * Loads `page`, or the last page when the address asks for one past the end (a shared link after the data
 * shrank, a hand-edited number): the reader sees the nearest rows instead of an empty list.
 */
export async function loadPageWithin<T extends { totalPages: number }>(
  page: number,
  load: (page: number) => Promise<T>,
): Promise<{ page: number; result: T }> {
  const result = await load(page);
  if (result.totalPages === 0 || page <= result.totalPages) return { page, result };
  const last = result.totalPages;

  return { page: last, result: await load(last) };
}
