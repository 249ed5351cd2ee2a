import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { lettersFor } from '@/lib/directory/alphabet';
import { directoryHref, type DirectoryView } from '@/lib/directory/view';
import type { Locale } from '@/lib/i18n/routing';

import { RESULTS_HASH } from './results-anchor';

type AlphabetBarProps = {
  view: DirectoryView;
  locale: Locale;
  /** The letters that start a company's name in the category. */ letters: readonly string[];
};

/**
 * Seeds 2.4, 9: browsing by the first letter of the name in the page's language, 32 Cyrillic letters in the
 * Mongolian dictionary's order or 26 Latin ones, within the chosen category; "all" lifts the letter. A letter no
 * name starts with stays in its place (the alphabet keeps its shape) but is no link: it would only lead to "no
 * results".
 */
export async function AlphabetBar({ view, locale, letters }: AlphabetBarProps) {
  const t = await getTranslations('directory.alphabet');
  const category = { main: view.main, sub: view.sub };
  const available = new Set(letters);

  return (
    <nav aria-label={t('label')} className="yp-abc">
      <ul>
        <li>
          <Link href={directoryHref(category) + RESULTS_HASH} aria-current={view.letter ? undefined : 'page'}>
            {t('all')}
          </Link>
        </li>
        {lettersFor(locale).map((letter) => {
          const current = view.letter === letter ? 'page' : undefined;

          return (
            <li key={letter}>
              {available.has(letter) ? (
                <Link href={directoryHref({ ...category, letter }) + RESULTS_HASH} aria-current={current}>
                  {letter}
                </Link>
              ) : (
                <span aria-disabled="true" aria-current={current}>
                  {letter}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
