import type { SiteSettingsValues } from '@/lib/settings/schema';
import { jsonLdText } from '@/lib/seo/json-ld';

/** Seeds 9: the office is open Monday to Friday, 09:00 to 18:00 (Ulaanbaatar time). */
export const OFFICE_HOURS = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '09:00',
  closes: '18:00',
} as const;

type ContactJsonLdOptions = {
  name: string;
  url: string;
  logo: string;
  /** The saved contact details; the address in the page's language. */
  contact: Pick<SiteSettingsValues, 'phone' | 'email' | 'latitude' | 'longitude'> & { address: string };
};

/**
 * schema.org Organization and LocalBusiness for the contact page: address, phone, e-mail and opening hours,
 * so search engines can show them.
 */
export function contactJsonLd({ name, url, logo, contact }: ContactJsonLdOptions): string {
  return jsonLdText({
    '@type': ['Organization', 'LocalBusiness'],
    name,
    url,
    logo,
    image: logo,
    foundingDate: '1994',
    telephone: contact.phone,
    email: contact.email,
    address: { '@type': 'PostalAddress', streetAddress: contact.address, addressCountry: 'MN' },
    geo: { '@type': 'GeoCoordinates', latitude: contact.latitude, longitude: contact.longitude },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: OFFICE_HOURS.days,
        opens: OFFICE_HOURS.opens,
        closes: OFFICE_HOURS.closes,
      },
    ],
  });
}
