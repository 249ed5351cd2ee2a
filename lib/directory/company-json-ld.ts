import { jsonLdText } from '@/lib/seo/json-ld';

import type { CompanyDetail } from './queries';

/** The first value of a contact type, or undefined (left out of the JSON). */
const firstOf = (company: CompanyDetail, type: CompanyDetail['contacts'][number]['type']) =>
  company.contacts.find((contact) => contact.type === type)?.value;

/**
 * schema.org Organization for a company page: its name, logo, address and first phone, e-mail and website, so
 * search engines can show them. `url` is the company's own website when it has one, otherwise its page here.
 */
export function companyJsonLd({
  company,
  pageUrl,
  logoUrl,
}: {
  company: CompanyDetail;
  pageUrl: string;
  logoUrl?: string;
}): string {
  return jsonLdText({
    '@type': 'Organization',
    name: company.name,
    url: firstOf(company, 'website') ?? pageUrl,
    ...(logoUrl ? { logo: logoUrl } : {}),
    ...(company.address ? { address: { '@type': 'PostalAddress', streetAddress: company.address } } : {}),
    telephone: firstOf(company, 'phone'),
    email: firstOf(company, 'email'),
    faxNumber: firstOf(company, 'fax'),
    mainEntityOfPage: pageUrl,
  });
}
