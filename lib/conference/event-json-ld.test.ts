import { describe, expect, it } from 'vitest';

import { eventJsonLd } from './event-json-ld';

describe('eventJsonLd', () => {
  it('describes the edition as a schema.org Event, safe inside a script tag', () => {
    const text = eventJsonLd({
      edition: {
        name: 'Mongolia Mining Week 2025 </script>',
        startsOn: '2025-09-11',
        endsOn: '2025-09-13',
        venue: 'Buyant-Ukhaa Sport Complex',
      },
      url: 'https://example.mn/en/mw',
      description: 'The yearly conference.',
      organiser: { name: 'Mongolian National Mining Association', url: 'https://example.mn/en/mm' },
      image: 'https://example.mn/files/conference/poster.jpg',
    });

    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Mongolia Mining Week 2025 </script>',
      startDate: '2025-09-11',
      endDate: '2025-09-13',
      location: { '@type': 'Place', name: 'Buyant-Ukhaa Sport Complex', address: { addressCountry: 'MN' } },
      organizer: { '@type': 'Organization', name: 'Mongolian National Mining Association' },
      image: ['https://example.mn/files/conference/poster.jpg'],
    });
  });
});
