import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { directoryHref, type DirectoryView } from '@/lib/directory/view';
import { localizedPath } from '@/lib/i18n/locale-paths';
import type { Locale } from '@/lib/i18n/routing';

import { RESULTS_HASH } from './results-anchor';

type SearchFormProps = { view: DirectoryView; locale: Locale; isConsultants: boolean };

/**
 * The name search (seeds 2.4; by name, "surname", among consultants): a plain GET form keeping the chosen category,
 * so it works without JavaScript; a new search starts again at page 1 of all letters. Clearing is a link to the
 * same view without the term.
 */
export async function SearchForm({ view, locale, isConsultants }: SearchFormProps) {
  const t = await getTranslations('directory.search');
  const category = { main: view.main, sub: view.sub };

  return (
    <form
      role="search"
      method="get"
      action={localizedPath('/yellow-page', locale) + RESULTS_HASH}
      className="yp-search"
    >
      {view.main && view.sub === undefined ? <input type="hidden" name="main" value={view.main} /> : null}
      {view.sub === undefined ? null : <input type="hidden" name="sub" value={view.sub} />}
      <label htmlFor="yp-q" className="sr-only">
        {isConsultants ? t('consultantLabel') : t('label')}
      </label>
      {/* Keyed by the term: after a client navigation (clearing, a category) the box shows the new view's term. */}
      <input
        key={view.q ?? ''}
        id="yp-q"
        name="q"
        type="search"
        defaultValue={view.q}
        maxLength={100}
        placeholder={t('placeholder')}
      />
      <button type="submit">{t('button')}</button>
      {view.q ? <Link href={directoryHref(category) + RESULTS_HASH}>{t('clear')}</Link> : null}
    </form>
  );
}
