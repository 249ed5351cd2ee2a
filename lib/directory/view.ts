import { parseLeniently, type SearchParams } from '@/lib/list-query/lenient-query';
import type { Locale } from '@/lib/i18n/routing';

import { lettersFor } from './alphabet';
import type { MainCategoryCode } from './main-categories';
import type { SubCategory } from './queries';
import { companiesQuerySchema } from './schema';

/** What the directory's home shows: every part of it lives in the URL, so each view can be shared and indexed. */
export type DirectoryView = { main?: MainCategoryCode; sub?: number; q?: string; letter?: string; page: number };

const viewSchema = companiesQuerySchema.pick({ main: true, sub: true, q: true, letter: true, page: true });

/**
 * The view of a URL's query, leniently (a hand-edited parameter is left out) and consistently: an unknown sub
 * category is dropped, a known one decides the main category, and a letter of the other language's alphabet is
 * dropped (names are browsed in the page's language).
 */
export function parseDirectoryView({
  params,
  subCategories,
  locale,
}: {
  params: SearchParams;
  subCategories: readonly SubCategory[];
  locale: Locale;
}): DirectoryView {
  const { main, sub, q, letter, page } = parseLeniently(viewSchema, params);
  const subCategory = subCategories.find((category) => category.id === sub);

  return {
    main: subCategory?.mainCode ?? main,
    sub: subCategory?.id,
    q,
    letter: letter && lettersFor(locale).includes(letter) ? letter : undefined,
    page,
  };
}

/**
 * Whether the query names a sub category that does not exist. Its view is not the whole directory under another
 * address but no view at all: the ids are without end, and each would be a page of its own.
 */
export function namesUnknownCategory({
  params,
  subCategories,
}: {
  params: SearchParams;
  subCategories: readonly SubCategory[];
}): boolean {
  const { sub } = parseLeniently(viewSchema, params);

  return sub !== undefined && !subCategories.some((category) => category.id === sub);
}

/**
 * The home's address for a view (Mongolian path; links add the locale), page 1 left out. A sub category names
 * its main category by its code, so the main one is written only without it: one address per view (canonical,
 * sitemap).
 */
export function directoryHref(view: Partial<DirectoryView>): string {
  const query = new URLSearchParams();
  if (view.main && view.sub === undefined) query.set('main', view.main);
  if (view.sub !== undefined) query.set('sub', String(view.sub));
  if (view.q) query.set('q', view.q);
  if (view.letter) query.set('letter', view.letter);
  if (view.page && view.page > 1) query.set('page', String(view.page));
  const text = query.toString();

  return text ? `/yellow-page?${text}` : '/yellow-page';
}
