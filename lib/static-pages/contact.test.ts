import { describe, expect, it } from 'vitest';

import { contactJsonLd } from './contact';

const CONTACT = {
  phone: '+976 7011 1994',
  email: 'info@example.mn',
  address: 'Baga Toiruu 44, Ulaanbaatar',
  latitude: 47.92,
  longitude: 106.92,
};

describe('contactJsonLd', () => {
  it('describes the office with its phone, e-mail, address, position and opening hours', () => {
    const data = JSON.parse(
      contactJsonLd({
        name: 'Association',
        url: 'https://example.mn/mm/contact',
        logo: 'https://example.mn/images/logo.svg',
        contact: CONTACT,
      }),
    );
    expect(data['@type']).toEqual(['Organization', 'LocalBusiness']);
    expect(data).toMatchObject({ telephone: '+976 7011 1994', email: 'info@example.mn' });
    expect(data.address).toMatchObject({ streetAddress: 'Baga Toiruu 44, Ulaanbaatar', addressCountry: 'MN' });
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 47.92, longitude: 106.92 });
    expect(data.openingHoursSpecification[0]).toMatchObject({
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '18:00',
    });
  });

  it('cannot close its script tag', () => {
    const json = contactJsonLd({ name: '</script><script>alert(1)</script>', url: 'u', logo: 'l', contact: CONTACT });
    expect(json).not.toContain('</script>');
  });
});
