import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { AssociationContacts } from '@/components/layout/association-contacts';
import { FooterBrand } from '@/components/layout/brand';
import type { Locale } from '@/lib/i18n/routing';

/** The directory's footer: what it is, the association's contacts (site settings), its links, the copyright line. */
export async function DirectoryFooter({ locale }: { locale: Locale }) {
  const [t, footer, common] = await Promise.all([
    getTranslations('directory'),
    getTranslations('layout.footer'),
    getTranslations('common'),
  ]);
  const links = [
    { href: '/yellow-page', label: t('footer.home') },
    { href: '/yellow-page/register', label: t('footer.register') },
    { href: '/yellow-page/contact', label: t('header.contact') },
    { href: '/mm', label: common('siteName') },
  ];

  return (
    <footer className="ft">
      <div className="ft-grid">
        <div>
          <FooterBrand name={t('siteName')} />
          <p>{t('footer.about')}</p>
        </div>
        <div>
          <h2>{footer('contactTitle')}</h2>
          <AssociationContacts locale={locale} />
        </div>
        <div>
          <h2>{footer('linksTitle')}</h2>
          <ul className="ft-links">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="ft-bar">
        <p>{footer('copyright', { year: String(new Date().getFullYear()) })}</p>
      </div>
    </footer>
  );
}
