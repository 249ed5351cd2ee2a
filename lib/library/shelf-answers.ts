import type { AdminShelfItem } from './admin-queries';
import type { ShelfCard } from './queries';

/*
 * The shelves' items under the names their API answers have always used (a public contract): a report's cover is
 * `image` and it has a date, a poster's cover is `poster` and it has a number in the admin list.
 */

export function reportAnswer({ id, title, cover, pdf, created_at }: ShelfCard) {
  return { id, title, image: cover, pdf, created_at };
}

export function posterAnswer({ id, title, cover, pdf }: ShelfCard) {
  return { id, title, poster: cover, pdf };
}

export function adminReportAnswer({ id, title, title_en, cover, pdf, created_at }: AdminShelfItem) {
  return { id, title, title_en, image: cover, pdf, created_at };
}

export function adminPosterAnswer({ id, title, title_en, cover, pdf, number }: AdminShelfItem) {
  return { id, title, title_en, poster: cover, pdf, number };
}
