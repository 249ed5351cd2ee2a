import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { MAIN_CATEGORIES, mainCategoryName } from '@/lib/directory/main-categories';
import type { SubCategory } from '@/lib/directory/queries';
import { directoryHref, type DirectoryView } from '@/lib/directory/view';
import type { Locale } from '@/lib/i18n/routing';

import { CategoryIcon } from './category-icon';
import { RESULTS_HASH } from './results-anchor';

type CategorySidebarProps = { view: DirectoryView; subCategories: readonly SubCategory[]; locale: Locale };

/**
 * Seeds 2.4: the four main categories with their icons; the chosen one opens to its sub categories, code and name.
 * Plain links to the view's URL, ending at the results (where the page scrolls).
 */
export async function CategorySidebar({ view, subCategories, locale }: CategorySidebarProps) {
  const t = await getTranslations('directory.home');

  return (
    <nav aria-labelledby="yp-cats-title" className="yp-cats">
      <h2 id="yp-cats-title">{t('categories')}</h2>
      <ul>
        {MAIN_CATEGORIES.map((main) => {
          const isChosen = view.main === main.code;

          return (
            <li key={main.code}>
              <Link
                href={directoryHref({ main: main.code }) + RESULTS_HASH}
                aria-current={isChosen && view.sub === undefined ? 'page' : undefined}
              >
                <CategoryIcon name={main.icon} />
                {mainCategoryName(main.code, locale)}
              </Link>
              {isChosen ? (
                <ul>
                  {subCategories
                    .filter((sub) => sub.mainCode === main.code)
                    .map((sub) => (
                      <li key={sub.id}>
                        <Link
                          href={directoryHref({ main: main.code, sub: sub.id }) + RESULTS_HASH}
                          aria-current={view.sub === sub.id ? 'page' : undefined}
                        >
                          <small>{sub.code}</small> {sub.name}
                        </Link>
                      </li>
                    ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
