import { getTranslations } from 'next-intl/server';

import type { NavigationTree } from '@/lib/content/navigation';
import { Link } from '@/lib/i18n/navigation';

import { NavDrawer } from './nav-drawer';
import { NavDropdown } from './nav-dropdown';

/**
 * The green navbar. Its one list is rendered once, on the server: a bar with dropdowns from lg up, the drawer's
 * content below lg (with the sister sites, which the header shows on wide screens).
 */
export async function MainNav({ tree }: { tree: NavigationTree }) {
  const t = await getTranslations('layout');

  return (
    <nav aria-label={t('mainNav')} className="sticky top-0 z-40 bg-brand text-white shadow">
      <div className="mx-auto max-w-7xl px-2 sm:px-4">
        <NavDrawer labels={{ open: t('menu.open'), close: t('menu.close'), title: t('menu.title') }}>
          <ul className="nav-list">
            {tree.main.map((item) => (
              <li key={item.id}>
                {item.children.length > 0 ? (
                  <NavDropdown label={item.label} items={item.children} />
                ) : (
                  <Link href={item.href} className="nav-item lg:max-w-44 lg:text-center">
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <p className="mt-4 px-4 text-xs font-bold tracking-wider text-muted uppercase lg:hidden">{t('sisterSites')}</p>
          <ul className="pb-6 lg:hidden">
            {tree.sister.map((site) => (
              <li key={site.id}>
                <Link href={site.href} className="nav-item text-brand-dark">
                  {site.label}
                </Link>
              </li>
            ))}
          </ul>
        </NavDrawer>
      </div>
    </nav>
  );
}
