import { pickLocalized } from '@/lib/i18n/localize';
import type { Locale } from '@/lib/i18n/routing';

/** The static menu category whose children are the fixed project pages (/mm/page/20..26). */
export const PROJECTS_CATEGORY_CID = 19;
/** The top news category whose children fill the fixed News entry. */
export const NEWS_CATEGORY_CID = 7;
export const DEFAULT_NEWS_HREF = '/mm/blog/8=1';

export type NavCategory = {
  cid: number;
  pid: number | null;
  category: string;
  category_en: string;
  page_type: 'news' | 'static';
  level: number;
};

export type NavLink = { id: string; label: string; href: string };
export type NavItem = NavLink & { children: NavLink[] };
export type NavigationTree = { main: NavItem[]; sister: NavLink[] };

type StaticLink = { key: string; href: string };
type StaticItem = StaticLink & { children?: readonly StaticLink[] };

/** Message keys (layout.nav.*) of the fixed part of the tree. */
export type NavLabelKey = string;

const ABOUT: StaticItem = {
  key: 'about',
  href: '/mm/about#1',
  children: [
    { key: 'aboutOrganisation', href: '/mm/about#1' },
    // Each group of #2 (the seeds' anchor of all three) has an anchor of its own.
    { key: 'aboutPresidents', href: '/mm/about#presidents' },
    { key: 'aboutCouncil', href: '/mm/about#council' },
    { key: 'aboutOffice', href: '/mm/about#office' },
  ],
};

const ACTIVITY: StaticItem = {
  key: 'activity',
  href: '/mm/activity#1',
  children: [
    { key: 'activityGroups', href: '/mm/activity#1' },
    { key: 'activityProjects', href: '/mm/activity#2' },
    { key: 'activityLegal', href: '/mm/activity#3' },
  ],
};

const MEMBERSHIP: StaticItem = {
  key: 'membership',
  href: '/mm/membership',
  children: [
    { key: 'membershipOverview', href: '/mm/membership' },
    { key: 'membershipBoard', href: '/mm/member#1' },
    { key: 'membershipMembers', href: '/mm/member#2' },
    { key: 'membershipJoin', href: '/mm/member#3' },
  ],
};

const TRAILING: readonly StaticItem[] = [
  { key: 'reports', href: '/mm/report=1' },
  { key: 'trade', href: '/mm/trade' },
  { key: 'assessment', href: '/mm/assessment' },
  { key: 'anniversary', href: '/mm/anniversary' },
  { key: 'contact', href: '/mm/contact' },
];

const SISTER_SITES: readonly StaticLink[] = [
  { key: 'miningWeek', href: '/mw' },
  { key: 'yellowPages', href: '/yellow-page' },
];

/**
 * Top-level categories staff added in the back-office (all but News and Projects, which have fixed entries):
 * each becomes a menu entry of its own, in cid order.
 */
export function selectOwnEntryCategories(categories: readonly NavCategory[]): NavCategory[] {
  return categories
    .filter(
      (category) =>
        category.level === 1 && category.cid !== NEWS_CATEGORY_CID && category.cid !== PROJECTS_CATEGORY_CID,
    )
    .sort((a, b) => a.cid - b.cid);
}

/** Active news categories under the top news category, in menu order (others sit under their own entry). */
export function selectNewsCategories(categories: readonly NavCategory[]): NavCategory[] {
  return categories
    .filter((category) => category.page_type === 'news' && category.pid === NEWS_CATEGORY_CID)
    .sort((a, b) => a.cid - b.cid);
}

/** A category's public page: the news list of a news category, the page of a static one. */
export function categoryHref(category: Pick<NavCategory, 'cid' | 'page_type'>): string {
  return category.page_type === 'news' ? `/mm/blog/${category.cid}=1` : `/mm/page/${category.cid}`;
}

/** The static pages under Projects (20..26 in the demo data), in menu order. */
export function selectProjectCategories(categories: readonly NavCategory[]): NavCategory[] {
  return categories
    .filter((category) => category.page_type === 'static' && category.pid === PROJECTS_CATEGORY_CID)
    .sort((a, b) => a.cid - b.cid);
}

/**
 * The association site's menu: fixed entries labelled from messages, News and Projects filled with the active
 * categories. Pure, so the header, the mobile drawer and the tests share one definition.
 */
export function buildNavigation({
  categories,
  locale,
  translate,
}: {
  categories: readonly NavCategory[];
  locale: Locale;
  translate: (key: NavLabelKey) => string;
}): NavigationTree {
  const fromStatic = ({ key, href, children = [] }: StaticItem): NavItem => ({
    id: key,
    label: translate(key),
    href,
    children: children.map((child) => ({ id: child.key, label: translate(child.key), href: child.href })),
  });
  const label = (category: NavCategory) => pickLocalized(category.category, category.category_en, locale);

  const newsChildren = selectNewsCategories(categories).map((category) => ({
    id: `news-${category.cid}`,
    label: label(category),
    href: categoryHref(category),
  }));
  const ownEntries: NavItem[] = selectOwnEntryCategories(categories).map((top) => ({
    id: `category-${top.cid}`,
    label: label(top),
    href: categoryHref(top),
    children: categories
      .filter((category) => category.pid === top.cid)
      .sort((a, b) => a.cid - b.cid)
      .map((category) => ({ id: `category-${category.cid}`, label: label(category), href: categoryHref(category) })),
  }));
  const projectChildren = selectProjectCategories(categories).map((category) => ({
    id: `project-${category.cid}`,
    label: label(category),
    href: `/mm/page/${category.cid}`,
  }));
  const news: NavItem = { id: 'news', label: translate('news'), href: DEFAULT_NEWS_HREF, children: newsChildren };
  const firstProject = projectChildren[0];
  const projects: NavItem[] = firstProject
    ? [{ id: 'projects', label: translate('projects'), href: firstProject.href, children: projectChildren }]
    : [];

  return {
    main: [
      fromStatic({ key: 'home', href: '/mm' }),
      fromStatic(ABOUT),
      fromStatic(ACTIVITY),
      fromStatic(MEMBERSHIP),
      news,
      ...projects,
      ...ownEntries,
      ...TRAILING.map(fromStatic),
    ],
    sister: SISTER_SITES.map(({ key, href }) => ({ id: key, label: translate(key), href })),
  };
}
