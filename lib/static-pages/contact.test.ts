import { describe, expect, it } from 'vitest';

import { contactJsonLd, officeMapEmbedUrl } from './contact';

describe('contactJsonLd', () => {
  it('describes the office with its phone, e-mail, address and opening hours', () => {
    const data = JSON.parse(
      contactJsonLd({ name: 'Association', url: 'https://example.mn/mm/contact', logo: 'https://example.mn/images/logo.svg', address: { street: 'Baga Toiruu 44', district: 'Sükhbaatar District', city: 'Ulaanbaatar' } }),
    );
    expect(data['@type']).toEqual(['Organization', 'LocalBusiness']);
    expect(data.telephone).toMatch(/^\+976/);
    expect(data.email).toContain('@');
    expect(data.address).toMatchObject({ streetAddress: 'Baga Toiruu 44', addressLocality: 'Ulaanbaatar', addressCountry: 'MN' });
    expect(data.openingHoursSpecification[0]).toMatchObject({ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' });
  });

  it('cannot close its script tag', () => {
    const json = contactJsonLd({ name: '</script><script>alert(1)</script>', url: 'u', logo: 'l', address: { street: 's', district: 'd', city: 'c' } });
    expect(json).not.toContain('</script>');
  });
});

describe('officeMapEmbedUrl', () => {
  it('is an embeddable Google Maps address in the language of the page', () => {
    expect(officeMapEmbedUrl('en')).toMatch(/^https:\/\/www\.google\.com\/maps\?q=[\d.]+,[\d.]+&z=16&hl=en&output=embed$/);
  });
});
