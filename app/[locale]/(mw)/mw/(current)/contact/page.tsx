import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { ContactDetail } from '@/components/contact/contact-detail';
import { OfficeMap } from '@/components/contact/office-map';
import { MapPinIcon } from '@/components/layout/icons';
import { socialLinksElement } from '@/components/layout/social-links';
import { contactGroups, contactHref } from '@/lib/conference/contact-links';
import { listConferenceContacts } from '@/lib/conference/site/footer-queries';
import { readLocale } from '@/lib/i18n/read-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { localizedAddress } from '@/lib/settings/contact-links';
import { getSiteSettings } from '@/lib/settings/queries';

import { ContactTypeIcon } from '../../_components/contact-type-icon';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await readLocale(params);
  const t = await getTranslations({ locale, namespace: 'conference.contact' });

  return pageMetadata({ locale, path: '/mw/contact', title: t('title'), description: t('description') });
}

/** Contact (seeds 2.2): the organiser's address, the conference's phones, e-mails and links, social links, map. */
export default async function ConferenceContactPage({ params }: Props) {
  const locale = await readLocale(params);
  setRequestLocale(locale);
  const [t, conference, contacts, settings, social] = await Promise.all([
    getTranslations('conference.contact'),
    getTranslations('conference'),
    listConferenceContacts(),
    getSiteSettings(),
    socialLinksElement('conference'),
  ]);

  return (
    <div className="pg">
      <h1 className="pg-title">{t('title')}</h1>
      <p className="pg-intro">{t('intro')}</p>
      <div className="ct">
        <section aria-labelledby="office-title" className="ct-card">
          <h2 id="office-title">{t('office')}</h2>
          <address>
            <dl>
              {settings ? (
                <ContactDetail icon={<MapPinIcon />} label={t('address')}>
                  <dd>{localizedAddress(settings, locale)}</dd>
                </ContactDetail>
              ) : null}
              {contactGroups(contacts).map((group) => (
                <ContactDetail
                  key={group.type}
                  icon={<ContactTypeIcon type={group.type} />}
                  label={conference(`contactTypes.${group.type}`)}
                >
                  {group.contacts.map((contact) => (
                    <dd key={contact.id}>
                      <a href={contactHref(contact)}>{contact.information}</a>
                    </dd>
                  ))}
                </ContactDetail>
              ))}
            </dl>
          </address>
          {social ? (
            <>
              <h2>{t('follow')}</h2>
              {social}
            </>
          ) : null}
        </section>
        {settings ? <OfficeMap position={settings} locale={locale} /> : null}
      </div>
    </div>
  );
}
