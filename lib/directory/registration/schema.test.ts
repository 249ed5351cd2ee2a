import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { fieldMessages } from '@/lib/validation/field-messages';

import {
  companyRegistrationSchema,
  consultantRegistrationSchema,
  registrantSchema,
  staffCompanySchema,
  staffConsultantSchema,
} from './schema';

const E = 'directory-register.form.errors';
const registrant = {
  registrantName: 'Саруул',
  registrantPosition: 'Менежер',
  registrantEmail: 'saruul@example.mn',
  registrantPhone: '88112233',
};
const logo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
const company = {
  categories: [{ mainCategory: '02', subCategory: '7' }],
  image: logo,
  nameMn: 'Өндөр тал ххк',
  nameEn: 'Undur Tal llc',
  registrationNumber: '5123456',
};
const consultant = {
  nameMn: 'Бат-Эрдэнэ Ү.',
  nameEn: 'Bat-Erdene U.',
  professionMn: 'Геологич',
  professionEn: 'Geologist',
  phone: '+976 9911 2233',
};

const messagesOf = (result: { success: boolean; error?: z.ZodError }) =>
  result.error ? Object.values(fieldMessages(result.error)) : [];

describe('registration schemas', () => {
  it("ask for every registrant field with the seeds' message, and for a real e-mail address", () => {
    const empty = registrantSchema.safeParse({
      registrantName: '',
      registrantPosition: ' ',
      registrantEmail: '',
      registrantPhone: '',
    });
    expect(empty.error && fieldMessages(empty.error)).toEqual({
      registrantName: `${E}.required`,
      registrantPosition: `${E}.required`,
      registrantEmail: `${E}.required`,
      registrantPhone: `${E}.required`,
    });
    expect(registrantSchema.safeParse({ ...registrant, registrantEmail: 'saruul@' }).error?.issues[0]?.message).toBe(
      `${E}.emailInvalid`,
    );
  });

  it("check a company in the seeds' order: sub category, logo, Mongolian name, English name, registration number", () => {
    const result = companyRegistrationSchema.safeParse({
      ...registrant,
      categories: [{ mainCategory: '01', subCategory: '' }],
    });
    expect(messagesOf(result)).toEqual([
      `${E}.categoryRequired`,
      `${E}.logoRequired`,
      `${E}.nameMnRequired`,
      `${E}.nameEnRequired`,
      `${E}.registrationNumberRequired`,
    ]);
    expect(
      companyRegistrationSchema.safeParse({ ...registrant, ...company, categories: [] }).error?.issues[0]?.message,
    ).toBe(`${E}.categoryRequired`);
    expect(
      companyRegistrationSchema.safeParse({ ...registrant, ...company, image: new Blob([]) }).error?.issues[0]?.message,
    ).toBe(`${E}.logoRequired`);
  });

  it('upper-case the names, drop empty list rows and keep the rest in order', () => {
    const parsed = companyRegistrationSchema.parse({
      ...registrant,
      ...company,
      emails: ['', ' info@undur.mn '],
      phones: ['7711-2233', ''],
      websites: ['https://undur.mn'],
    });
    expect(parsed).toMatchObject({
      nameMn: 'ӨНДӨР ТАЛ ХХК',
      nameEn: 'UNDUR TAL LLC',
      emails: ['info@undur.mn'],
      phones: ['7711-2233'],
      faxes: [],
      websites: ['https://undur.mn'],
    });
    expect(parsed.categories).toEqual([{ mainCategory: '02', subCategory: 7 }]);
    expect(parsed.image).toBe(logo);
  });

  it('check every list row: e-mails as addresses, websites as http(s) addresses, phones as phone numbers', () => {
    const result = companyRegistrationSchema.safeParse({
      ...registrant,
      ...company,
      emails: ['info@undur.mn', 'not-mail'],
      phones: ['call me'],
      faxes: ['12'],
      websites: ['javascript:alert(1)', 'ftp://undur.mn'],
    });
    expect(result.error && fieldMessages(result.error)).toEqual({
      'emails.1': `${E}.emailInvalid`,
      'phones.0': `${E}.phoneInvalid`,
      'faxes.0': `${E}.phoneInvalid`,
      'websites.0': `${E}.websiteInvalid`,
      'websites.1': `${E}.websiteInvalid`,
    });
  });

  it("check a consultant in the seeds' order and upper-case the names", () => {
    expect(messagesOf(consultantRegistrationSchema.safeParse(registrant))).toEqual([
      `${E}.personNameMnRequired`,
      `${E}.personNameEnRequired`,
      `${E}.professionMnRequired`,
      `${E}.professionEnRequired`,
      `${E}.phoneRequired`,
    ]);
    expect(
      consultantRegistrationSchema.safeParse({ ...registrant, ...consultant, phone: 'none' }).error?.issues[0]?.message,
    ).toBe(`${E}.phoneInvalid`);
    expect(consultantRegistrationSchema.parse({ ...registrant, ...consultant })).toMatchObject({
      nameMn: 'БАТ-ЭРДЭНЭ Ү.',
      nameEn: 'BAT-ERDENE U.',
      adviceMn: '',
      adviceEn: '',
    });
  });

  it('leave the registrant optional for staff, still checking a given e-mail', () => {
    expect(staffCompanySchema.parse(company)).toMatchObject({ registrantName: '', registrantEmail: '' });
    expect(staffConsultantSchema.parse(consultant)).toMatchObject({ registrantPhone: '' });
    expect(
      staffConsultantSchema.safeParse({ ...consultant, registrantEmail: 'nobody' }).error?.issues[0]?.message,
    ).toBe(`${E}.emailInvalid`);
  });
});
