import { getLocale, getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { isLocale } from '@/lib/i18n/routing';
import type { NavLink } from '@/lib/menu/navigation';
import type { ReactNode } from 'react';

import { AssociationContacts } from './association-contacts';
import { FooterBrand } from './brand';

/** Contact details, quick links, the social links (rendered by the layout, as in the header) and the copyright line. */
export async function SiteFooter({ social, quickLinks }: { social: ReactNode; quickLinks: readonly NavLink[] }) {
  const [t, common, locale] = await Promise.all([
    getTranslations('layout.footer'),
    getTranslations('common'),
    getLocale(),
  ]);
  const year = String(new Date().getFullYear());

  return (
    <footer className="ft">
      <div className="ft-grid">
        <div>
          <FooterBrand name={common('siteName')} />
          <p className="leading-relaxed">{t('about')}</p>
        </div>
        <div>
          <h2>{t('contactTitle')}</h2>
          {isLocale(locale) ? <AssociationContacts locale={locale} /> : null}
        </div>
        <div>
          <h2>{t('linksTitle')}</h2>
          <ul className="ft-links">
            {quickLinks.map((link) => (
              <li key={link.id}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
        {social && (
          <div>
            <h2>{t('socialTitle')}</h2>
            {social}
          </div>
        )}
      </div>
      <div className="ft-bar">
        <p>{t('copyright', { year })}</p>
      </div>
    </footer>
  );
}
