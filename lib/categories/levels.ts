/** Menu page types (seeds 3: page_type news or static). */
export const PAGE_TYPES = ['news', 'static'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const isPageType = (value: unknown): value is PageType => PAGE_TYPES.some((type) => type === value);

/** Seeds 9: menu levels 1 to 3; seeds 3: the third level exists only for static pages. */
export const MAX_LEVEL: Record<PageType, number> = { news: 2, static: 3 };

export type PlacedCategory = { cid: number; pid: number | null; pageType: PageType; level: number };

/** The levels a category of this page type may take: 1..2 for news, 1..3 for static pages. */
export function levelsFor(pageType: PageType): number[] {
  return Array.from({ length: MAX_LEVEL[pageType] }, (_, index) => index + 1);
}

/**
 * The categories that may be the parent of a category of this page type and level: none for level 1 (it is a
 * top entry), otherwise the categories one level up of the same page type. The category itself never is.
 */
export function parentCandidates<Category extends PlacedCategory>(
  categories: readonly Category[],
  { pageType, level, cid }: { pageType: PageType; level: number; cid?: number },
): Category[] {
  if (level <= 1) return [];

  return categories.filter(
    (category) => category.pageType === pageType && category.level === level - 1 && category.cid !== cid,
  );
}

export type PlacementError = 'levelThreeStaticOnly' | 'parentRequired' | 'parentInvalid';

/**
 * Where a category may sit in the menu tree. Returns the reason it may not, or null. The same rules are
 * checks in the database (categories_*), so a write that slips past here still fails.
 */
export function placementError({
  pageType,
  level,
  parent,
}: {
  pageType: PageType;
  level: number;
  parent: PlacedCategory | null;
}): PlacementError | null {
  if (level > MAX_LEVEL[pageType]) return 'levelThreeStaticOnly';
  if (level === 1) return parent ? 'parentInvalid' : null;
  if (!parent) return 'parentRequired';
  if (parent.pageType !== pageType || parent.level !== level - 1) return 'parentInvalid';

  return null;
}

/**
 * A category with children or news keeps its page type and level: its children sit one level below it with
 * the same page type, and news may only be filed under news categories.
 */
export function isReshapeBlocked({
  current,
  next,
  childCount,
  newsCount,
}: {
  current: { pageType: PageType; level: number };
  next: { pageType: PageType; level: number };
  childCount: number;
  newsCount: number;
}): boolean {
  const isReshaped = current.pageType !== next.pageType || current.level !== next.level;

  return isReshaped && (childCount > 0 || newsCount > 0);
}

export type DeleteRefusal = 'deleteHasChildren' | 'deleteHasNews';

/** Why a category may not be deleted: it still has sub-categories, or news filed under it. */
export function deleteRefusal({
  childCount,
  newsCount,
}: {
  childCount: number;
  newsCount: number;
}): DeleteRefusal | null {
  if (childCount > 0) return 'deleteHasChildren';
  if (newsCount > 0) return 'deleteHasNews';

  return null;
}
