/**
 * The first page of a paged list path (`/mm/blog/8=3` -> `/mm/blog/8=1`, `/mm/report=2` -> `/mm/report=1`):
 * a change of language starts the list again, as the seeds ask. Other paths are returned as they are.
 */
export function firstPageOf(pathname: string): string {
  return pathname.replace(/^(\/mm\/(?:blog\/[^/]+|report))=\d+$/, '$1=1');
}
