/**
 * Seeds 2.2: in an archived edition's menu category 1 is the edition's home, category 4 its presentation page,
 * a static category a page of its own and any other category a news list. Category 2's page is the
 * registration form.
 */
export const ARCHIVE_HOME_CID = 1;
export const ARCHIVE_PRESENTATION_CID = 4;
export const REGISTRATION_PAGE_CID = 2;

export type MenuCategory = { cid: number; category: string; categoryEn: string; pageType: 'news' | 'static' };

/** The segment of the list of every category's news: `/mw/{year}/news` is its first page, `all={page}` the next. */
const ALL_NEWS = 'all';

/** `/mw/{year}/news/{cid}={page}`: a category's news list (seeds route /mw/2023/news/{cid}); all news without a cid. */
export function archiveNewsPath(year: number, cid: number | null, page = 1): string {
  if (cid === null) return page === 1 ? `/mw/${year}/news` : `/mw/${year}/news/${ALL_NEWS}=${page}`;

  return `/mw/${year}/news/${cid}=${page}`;
}

export function archiveMenuHref(year: number, { cid, pageType }: Pick<MenuCategory, 'cid' | 'pageType'>): string {
  if (cid === ARCHIVE_HOME_CID) return `/mw/${year}`;
  if (cid === ARCHIVE_PRESENTATION_CID) return `/mw/${year}/presentation`;
  if (pageType === 'static') return `/mw/${year}/category/${cid}`;

  return archiveNewsPath(year, cid);
}

/** Reads `{cid}={page}` or `all={page}` of a news list address; null for anything else (the page answers 404). */
export function parseArchiveNewsSegment(segment: string): { cid: number | null; page: number } | null {
  const match = /^(\d{1,9}|all)=(\d{1,6})$/.exec(segment);
  if (!match) return null;
  const page = Number(match[2]);
  if (page < 1) return null;

  return { cid: match[1] === ALL_NEWS ? null : Number(match[1]), page };
}
