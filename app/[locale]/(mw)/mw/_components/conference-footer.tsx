import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/i18n/link';
import { FooterBrand } from '@/components/layout/brand';
import { socialLinksElement } from '@/components/layout/social-links';
import { contactGroups, contactHref } from '@/lib/conference/contact-links';
import { formatEditionDates } from '@/lib/conference/dates';
import { type Edition, listArchivedYears } from '@/lib/conference/editions/public-queries';
import { listConferenceContacts } from '@/lib/conference/site/footer-queries';
import type { Locale } from '@/lib/i18n/routing';

import { ContactTypeIcon } from './contact-type-icon';

/** The edition and where it is, the conference's contacts (seeds: footer info), past editions, social links. */
export async function ConferenceFooter({ locale, edition }: { locale: Locale; edition: Edition | null }) {
  const [t, common, contacts, archivedYears, social] = await Promise.all([
    getTranslations('conference'),
    getTranslations('common'),
    listConferenceContacts(),
    listArchivedYears(),
    socialLinksElement('conference'),
  ]);
  const year = new Date().getFullYear();

  return (
    <footer className="ft">
      <div className="ft-grid">
        <div>
          <FooterBrand name={edition?.name ?? t('siteName')} />
          {edition ? (
            <p>
              {formatEditionDates(locale, edition.startsOn, edition.endsOn)}
              <br />
              {edition.venue}
            </p>
          ) : null}
        </div>
        <div>
          <h2>{t('footer.contact')}</h2>
          <dl className="ft-dl">
            {contactGroups(contacts).map((group) => (
              <div key={group.type} className="ft-wrap">
                <dt>
                  <ContactTypeIcon type={group.type} />
                  <span className="sr-only">{t(`contactTypes.${group.type}`)}</span>
                </dt>
                {group.contacts.map((contact) => (
                  <dd key={contact.id}>
                    <a href={contactHref(contact)}>{contact.information}</a>
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h2>{t('footer.archive')}</h2>
          <ul className="ft-links">
            {archivedYears.map((year) => (
              <li key={year}>
                <Link href={`/mw/${year}`}>{t('footer.edition', { year })}</Link>
              </li>
            ))}
            <li>
              <Link href="/mm">{common('siteName')}</Link>
            </li>
          </ul>
        </div>
        {social ? (
          <div>
            <h2>{t('footer.follow')}</h2>
            {social}
          </div>
        ) : null}
      </div>
      <div className="ft-bar">
        <p>{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
