import { getTranslations } from 'next-intl/server';

import type { NavigationTree } from '@/lib/content/navigation';
import { Link } from '@/lib/i18n/navigation';

import { DrawerTree } from './drawer-tree';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';

/** The green navbar: the full tree with dropdowns from lg up, a menu button and drawer below. */
export async function MainNav({ tree }: { tree: NavigationTree }) {
  const t = await getTranslations('layout');

  return (
    <nav aria-label={t('mainNav')} className="sticky top-0 z-40 bg-brand text-white shadow">
      <div className="mx-auto max-w-7xl px-2 sm:px-4">
        <ul className="hidden flex-wrap items-stretch justify-center lg:flex">
          {tree.main.map((item) => (
            <li key={item.id}>
              {item.children.length > 0 ? (
                <NavDropdown label={item.label} items={item.children} />
              ) : (
                <Link href={item.href} className="nav-item max-w-44 text-center">
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
        <div className="lg:hidden">
          <MobileMenu labels={{ open: t('menu.open'), close: t('menu.close'), title: t('menu.title') }}>
            <DrawerTree tree={tree} sisterLabel={t('sisterSites')} />
          </MobileMenu>
        </div>
      </div>
    </nav>
  );
}
