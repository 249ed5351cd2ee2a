import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { lettersFor } from '@/lib/directory/alphabet';
import { directoryHref, type DirectoryView } from '@/lib/directory/view';
import type { Locale } from '@/lib/i18n/routing';

import { RESULTS_HASH } from './results-anchor';

/**
 * Seeds 2.4, 9: browsing by the first letter of the name in the page's language, 32 Cyrillic letters in the
 * Mongolian dictionary's order or 26 Latin ones, within the chosen category; "all" lifts the letter.
 */
export async function AlphabetBar({ view, locale }: { view: DirectoryView; locale: Locale }) {
  const t = await getTranslations('directory.alphabet');
  const category = { main: view.main, sub: view.sub };

  return (
    <nav aria-label={t('label')} className="yp-abc">
      <ul>
        <li>
          <Link href={directoryHref(category) + RESULTS_HASH} aria-current={view.letter ? undefined : 'page'}>
            {t('all')}
          </Link>
        </li>
        {lettersFor(locale).map((letter) => (
          <li key={letter}>
            <Link href={directoryHref({ ...category, letter }) + RESULTS_HASH} aria-current={view.letter === letter ? 'page' : undefined}>
              {letter}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
