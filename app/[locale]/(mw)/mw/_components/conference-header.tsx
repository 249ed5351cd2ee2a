import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { BrandLink } from '@/components/layout/brand';
import { LanguageToggle } from '@/components/layout/language-toggle';
import { NavDrawer } from '@/components/layout/nav-drawer';
import { CONFERENCE_NAV } from '@/lib/conference/navigation';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The conference header: the event's mark and name with the edition's year, the language toggle, and the green
 * menu bar (the association's navbar classes: a bar from lg up, a drawer below).
 */
export async function ConferenceHeader({ locale, year }: { locale: Locale; year: number | undefined }) {
  const [t, layout] = await Promise.all([getTranslations('conference'), getTranslations('layout')]);

  return (
    <>
      <header className="hd">
        <div className="hd-in">
          <BrandLink href="/mw" abbr={year ? String(year) : undefined} name={t('siteName')} />
          <div className="hd-tools">
            <Link href="/mw/register" className="mw-register">
              {t('nav.register')}
            </Link>
            <LanguageToggle locale={locale} labels={{ switch: layout('language.switch'), switchLabel: layout('language.switchLabel') }} />
          </div>
        </div>
      </header>
      <nav aria-label={t('mainNav')} className="navbar">
        <div className="navbar-in">
          <NavDrawer labels={{ open: t('menu.open'), close: t('menu.close'), title: t('menu.title') }}>
            <ul className="nav-list">
              {CONFERENCE_NAV.map((item) => (
                <li key={item.key}>
                  <Link href={item.href}>{t(`nav.${item.key}`)}</Link>
                </li>
              ))}
            </ul>
          </NavDrawer>
        </div>
      </nav>
    </>
  );
}
