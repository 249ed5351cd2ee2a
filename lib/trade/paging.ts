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
