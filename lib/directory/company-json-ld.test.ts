import { describe, expect, it } from 'vitest';

import { companyJsonLd } from './company-json-ld';
import type { CompanyDetail } from './queries';

const company: CompanyDetail = {
  id: 4,
  name: 'ӨНӨР </script> ХХК',
  address: 'Улаанбаатар',
  about: '',
  logo: '/files/directory/l.png',
  updatedAt: new Date('2025-01-01T00:00:00Z'),
  categories: [],
  contacts: [
    { id: 1, type: 'phone', value: '+976 7711 0001' },
    { id: 2, type: 'email', value: 'info@unur.mn' },
    { id: 3, type: 'phone', value: '+976 7711 0002' },
  ],
};

describe('companyJsonLd', () => {
  it('names the organisation with its logo, address, first phone and e-mail, its page as url without a website', () => {
    const text = companyJsonLd({
      company,
      pageUrl: 'https://example.mn/yellow-page/4',
      logoUrl: 'https://example.mn/files/directory/l.png',
    });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'ӨНӨР </script> ХХК',
      url: 'https://example.mn/yellow-page/4',
      logo: 'https://example.mn/files/directory/l.png',
      address: { '@type': 'PostalAddress', streetAddress: 'Улаанбаатар' },
      telephone: '+976 7711 0001',
      email: 'info@unur.mn',
      mainEntityOfPage: 'https://example.mn/yellow-page/4',
    });
  });

  it('takes the website as url when there is one', () => {
    const withSite = { ...company, contacts: [{ id: 9, type: 'website' as const, value: 'https://unur.mn' }] };
    expect(JSON.parse(companyJsonLd({ company: withSite, pageUrl: 'https://example.mn/yellow-page/4' }))).toMatchObject(
      { url: 'https://unur.mn' },
    );
  });
});
