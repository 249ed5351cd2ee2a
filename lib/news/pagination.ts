/** The seeds show at most three page numbers, centred on the current page where possible. */
export const MAX_PAGE_NUMBERS = 3;

export function pageWindow(current: number, totalPages: number, size = MAX_PAGE_NUMBERS): number[] {
  if (totalPages < 1) return [];
  const count = Math.min(size, totalPages);
  const page = Math.min(Math.max(1, current), totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);

  return Array.from({ length: count }, (_, index) => start + index);
}

export function totalPagesFor(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}
