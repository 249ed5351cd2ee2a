import { ASSOCIATION_CONTACT } from '@/lib/content/contact';
import type { Locale } from '@/lib/i18n/routing';

/** Seeds 9: the office is open Monday to Friday, 09:00 to 18:00 (Ulaanbaatar time). */
export const OFFICE_HOURS = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '09:00',
  closes: '18:00',
} as const;

/** The office on Baga Toiruu in Sükhbaatar District, Ulaanbaatar. */
export const OFFICE_LOCATION = { latitude: 47.9205, longitude: 106.9176 } as const;

/** Google Maps' embeddable view of the office (no API key needed); the CSP allows framing www.google.com. */
export function officeMapEmbedUrl(locale: Locale): string {
  const { latitude, longitude } = OFFICE_LOCATION;

  return `https://www.google.com/maps?q=${latitude},${longitude}&z=16&hl=${locale}&output=embed`;
}

export function officeMapUrl(): string {
  const { latitude, longitude } = OFFICE_LOCATION;

  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

type ContactJsonLdOptions = {
  name: string;
  url: string;
  logo: string;
  address: { street: string; district: string; city: string };
};

/**
 * schema.org Organization and LocalBusiness for the contact page: address, phone, e-mail and opening hours,
 * so search engines can show them. `<` is escaped so the JSON cannot close its script tag.
 */
export function contactJsonLd({ name, url, logo, address }: ContactJsonLdOptions): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'LocalBusiness'],
    name,
    url,
    logo,
    image: logo,
    foundingDate: '1994',
    telephone: ASSOCIATION_CONTACT.phone,
    email: ASSOCIATION_CONTACT.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressRegion: address.district,
      addressLocality: address.city,
      addressCountry: 'MN',
    },
    geo: { '@type': 'GeoCoordinates', ...OFFICE_LOCATION },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: OFFICE_HOURS.days, opens: OFFICE_HOURS.opens, closes: OFFICE_HOURS.closes },
    ],
  };

  return JSON.stringify(data).replace(/</g, '\\u003c');
}
