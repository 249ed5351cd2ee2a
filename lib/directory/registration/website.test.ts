import { describe, expect, it } from 'vitest';

import { fieldMessages } from '@/lib/validation/field-messages';

import { companyRegistrationSchema, staffCompanySchema } from './schema';
import { withWebScheme } from './website';

const E = 'directory-register.form.errors';
const registrant = {
  registrantName: 'Саруул',
  registrantPosition: 'Менежер',
  registrantEmail: 'saruul@example.mn',
  registrantPhone: '88112233',
};
const company = {
  categories: [{ mainCategory: '02', subCategory: '7' }],
  image: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
  nameMn: 'Өндөр тал ххк',
  nameEn: 'Undur Tal llc',
  registrationNumber: '5123456',
};

describe('withWebScheme', () => {
  it('adds https:// to an address written without a scheme, and leaves the others and empty rows alone', () => {
    expect(withWebScheme('www.walktest.mn')).toBe('https://www.walktest.mn');
    expect(withWebScheme(' walktest.mn/about ')).toBe('https://walktest.mn/about');
    expect(withWebScheme('http://walktest.mn')).toBe('http://walktest.mn');
    expect(withWebScheme('HTTPS://walktest.mn')).toBe('HTTPS://walktest.mn');
    expect(withWebScheme('ftp://walktest.mn')).toBe('ftp://walktest.mn');
    expect(withWebScheme('  ')).toBe('');
  });
});

describe('the company schemas’ websites', () => {
  it('accept an address without a scheme as its https:// address, on the public and the staff form', () => {
    for (const schema of [companyRegistrationSchema, staffCompanySchema]) {
      const parsed = schema.parse({ ...registrant, ...company, websites: ['www.walktest.mn', '', 'http://undur.mn'] });
      expect(parsed.websites).toEqual(['https://www.walktest.mn', 'http://undur.mn']);
    }
  });

  it('still refuse what is no web address once https:// is added', () => {
    const result = companyRegistrationSchema.safeParse({
      ...registrant,
      ...company,
      websites: ['ht!tp:/x', 'walktest', 'javascript:alert(1)', 'ftp://undur.mn'],
    });
    expect(result.error && fieldMessages(result.error)).toEqual({
      'websites.0': `${E}.websiteInvalid`,
      'websites.1': `${E}.websiteInvalid`,
      'websites.2': `${E}.websiteInvalid`,
      'websites.3': `${E}.websiteInvalid`,
    });
  });
});
