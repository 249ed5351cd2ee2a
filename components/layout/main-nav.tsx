import { getTranslations } from 'next-intl/server';

import type { ReactNode } from 'react';

import { Link } from '@/components/i18n/link';
import type { NavigationTree } from '@/lib/menu/navigation';

import { NavDrawer } from './nav-drawer';
import { NavDropdown } from './nav-dropdown';

/**
 * The green navbar. Its one list is rendered once, on the server: a bar with dropdowns from lg up, the drawer's
 * content below lg, ending with the sister sites (`sisterSites`: the header's element, which the header shows on wide
 * screens and the payload carries once).
 */
export async function MainNav({ tree, sisterSites }: { tree: NavigationTree; sisterSites: ReactNode }) {
  const t = await getTranslations('layout');

  return (
    <nav aria-label={t('mainNav')} className="navbar">
      <div className="navbar-in">
        <NavDrawer labels={{ open: t('menu.open'), close: t('menu.close'), title: t('menu.title') }}>
          {/* The entries and links carry no class of their own: the lists' classes style them (globals.css). */}
          <ul className="nav-list">
            {tree.main.map((item) =>
              item.children.length > 0 ? (
                <NavDropdown key={item.id} label={item.label}>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <Link href={child.href}>{child.label}</Link>
                    </li>
                  ))}
                </NavDropdown>
              ) : (
                <li key={item.id}>
                  <Link href={item.href}>{item.label}</Link>
                </li>
              ),
            )}
          </ul>
          <p className="nav-sites-title">{t('sisterSites')}</p>
          {sisterSites}
        </NavDrawer>
      </div>
    </nav>
  );
}
