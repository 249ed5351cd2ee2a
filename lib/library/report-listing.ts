/** Seeds 9: reports page size 6. */
export const REPORTS_PAGE_SIZE = 6;

const LISTING_PATTERN = /^report=(\d{1,6})$/;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The page number of a /mm/report={page} segment, or null when the segment is not a reports page. */
export function parseReportListing(segment: string): number | null {
  const match = LISTING_PATTERN.exec(decode(segment));
  const page = Number(match?.[1] ?? 0);

  return page >= 1 ? page : null;
}

export function reportsPath(page: number): string {
  return `/mm/report=${page}`;
}
