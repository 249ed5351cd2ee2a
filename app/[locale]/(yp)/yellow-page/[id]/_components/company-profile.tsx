import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { Link } from '@/components/i18n/link';
import { GlobeIcon, Icon, MailIcon, PhoneIcon } from '@/components/layout/icons';
import { contactHref } from '@/lib/directory/contact-links';
import type { CompanyDetail, ContactType } from '@/lib/directory/queries';
import { directoryHref } from '@/lib/directory/view';
import { langOfText } from '@/lib/i18n/localize';
import { localeOrDefault } from '@/lib/i18n/routing';
import { imageCopyUrl } from '@/lib/images/srcset';

/** A fax machine: the sprite has no icon of its own for it. */
function FaxIcon() {
  return (
    <svg
      className="i5"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M6 9V3h12v6M6 18H4v-9h16v9h-2M6 14h12v7H6z" />
    </svg>
  );
}

const CONTACT_ICONS: Record<ContactType, ReactNode> = {
  website: <GlobeIcon />,
  email: <MailIcon />,
  phone: <PhoneIcon />,
  fax: <FaxIcon />,
};

/** Seeds 2.4: the logo (or the LOGO placeholder), name, contacts with icons by type, address, introduction. */
export async function CompanyProfile({ company }: { company: CompanyDetail }) {
  const [t, locale] = await Promise.all([getTranslations('directory.company'), getLocale()]);
  const pageLocale = localeOrDefault(locale);

  return (
    <>
      <div className="yp-logo">
        {company.logo ? (
          // The page's largest paint, a copy made at upload. Inside <picture>, React does not announce it in the page's
          // payload as a preload hint: the directory's cards prefetch this page, and the hint would fetch every visible
          // company's logo on the list itself.
          <picture>
            <img
              src={imageCopyUrl(company.logo, 640)}
              alt={company.name}
              width={320}
              height={200}
              decoding="async"
              fetchPriority="high"
            />
          </picture>
        ) : (
          <span aria-hidden="true">{t('logoPlaceholder')}</span>
        )}
      </div>
      <article aria-labelledby="yp-co-name">
        <h1 id="yp-co-name" {...langOfText(company.name, pageLocale)}>
          {company.name}
        </h1>
        {company.contacts.length > 0 ? (
          <section aria-labelledby="yp-co-contacts">
            <h2 id="yp-co-contacts">{t('contacts')}</h2>
            <dl>
              {company.contacts.map((contact) => (
                <div key={contact.id}>
                  <dt>
                    {CONTACT_ICONS[contact.type]}
                    <span className="sr-only">{t(`types.${contact.type}`)}</span>
                  </dt>
                  <dd>
                    <a
                      href={contactHref(contact.type, contact.value)}
                      {...(contact.type === 'website' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      {contact.value}
                    </a>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        {company.address ? (
          <section aria-labelledby="yp-co-address">
            <h2 id="yp-co-address">
              <Icon name="map-pin" className="i4" /> {t('address')}
            </h2>
            <p {...langOfText(company.address, pageLocale)}>{company.address}</p>
          </section>
        ) : null}
        {company.about ? (
          <section aria-labelledby="yp-co-about">
            <h2 id="yp-co-about">{t('about')}</h2>
            <p {...langOfText(company.about, pageLocale)}>{company.about}</p>
          </section>
        ) : null}
        <section aria-labelledby="yp-co-categories">
          <h2 id="yp-co-categories">{t('categories')}</h2>
          <ul>
            {company.categories.map((category) => (
              <li key={category.id}>
                <Link href={directoryHref({ main: category.mainCode, sub: category.id })}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      </article>
    </>
  );
}
