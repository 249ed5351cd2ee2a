import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { BrandLink } from '@/components/layout/brand';
import { LanguageToggle } from '@/components/layout/language-toggle';
import { NavDrawer } from '@/components/layout/nav-drawer';
import type { Locale } from '@/lib/i18n/routing';

export type ConferenceMenuItem = { href: string; label: string };

type ConferenceHeaderProps = {
  locale: Locale;
  /** The edition's year beside the name, and where the mark leads (its home). */
  year: number | undefined;
  home: string;
  menu: readonly ConferenceMenuItem[];
  /** The register button, on the current edition's pages only. */
  hasRegister: boolean;
};

/**
 * The conference header: the event's mark and name with the edition's year, the language toggle, and the green
 * menu bar (the association's navbar classes: a bar from lg up, a drawer below).
 */
export async function ConferenceHeader({ locale, year, home, menu, hasRegister }: ConferenceHeaderProps) {
  const [t, layout] = await Promise.all([getTranslations('conference'), getTranslations('layout')]);

  return (
    <>
      <header className="hd">
        <div className="hd-in">
          <BrandLink href={home} abbr={year ? String(year) : undefined} name={t('siteName')} />
          <div className="hd-tools">
            {hasRegister ? (
              <Link href="/mw/register" className="mw-register">
                {t('nav.register')}
              </Link>
            ) : null}
            <LanguageToggle
              locale={locale}
              labels={{ switch: layout('language.switch'), switchLabel: layout('language.switchLabel') }}
            />
          </div>
        </div>
      </header>
      <nav aria-label={t('mainNav')} className="navbar">
        <div className="navbar-in">
          <NavDrawer labels={{ open: t('menu.open'), close: t('menu.close'), title: t('menu.title') }}>
            <ul className="nav-list">
              {menu.map((item) => (
                <li key={item.href}>
                  <Link href={item.href}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </NavDrawer>
        </div>
      </nav>
    </>
  );
}
