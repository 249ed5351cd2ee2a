import { jsonLdText } from '@/lib/seo/json-ld';

import type { Edition } from './editions/public-queries';

type EventJsonLdOptions = {
  edition: Pick<Edition, 'name' | 'startsOn' | 'endsOn' | 'venue'>;
  /** The page's absolute address. */
  url: string;
  description: string;
  organiser: { name: string; url: string };
  /** Absolute address of the edition's picture, when it has one. */
  image?: string;
};

/** schema.org Event for an edition's home and agenda pages: its name, days, venue and organiser. */
export function eventJsonLd({ edition, url, description, organiser, image }: EventJsonLdOptions): string {
  return jsonLdText({
    '@type': 'Event',
    name: edition.name,
    description,
    url,
    startDate: edition.startsOn,
    endDate: edition.endsOn,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: edition.venue,
      address: { '@type': 'PostalAddress', addressLocality: 'Ulaanbaatar', addressCountry: 'MN' },
    },
    organizer: { '@type': 'Organization', name: organiser.name, url: organiser.url },
    ...(image ? { image: [image] } : {}),
  });
}
