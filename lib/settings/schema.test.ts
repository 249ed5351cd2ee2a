import { describe, expect, it } from 'vitest';

import { siteSettingsSchema } from './schema';

const VALID = {
  phone: '+976 7011 1994',
  phoneSecondary: '',
  email: 'info@mongolianmining.mn',
  emailSecondary: '',
  address: 'Улаанбаатар хот, Сүхбаатар дүүрэг, Бага тойруу 44',
  addressEn: 'Baga Toiruu 44, Sükhbaatar District, Ulaanbaatar',
  latitude: '47.9205',
  longitude: '106.9176',
};

const messagesOf = (input: unknown) =>
  siteSettingsSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('siteSettingsSchema', () => {
  it('accepts the contact details and turns the coordinates into numbers', () => {
    expect(siteSettingsSchema.parse({ ...VALID, phone: '  +976 7011 1994 ' })).toEqual({
      ...VALID,
      latitude: 47.9205,
      longitude: 106.9176,
    });
  });

  it('gives one message per empty required field, in the order of the form', () => {
    const empty = {
      phone: '',
      phoneSecondary: '',
      email: '',
      emailSecondary: '',
      address: ' ',
      addressEn: '',
      latitude: '',
      longitude: '',
    };
    expect(messagesOf(empty)).toEqual([
      'admin.settings.validation.phoneRequired',
      'admin.settings.validation.emailRequired',
      'admin.settings.validation.addressRequired',
      'admin.settings.validation.addressEnRequired',
      'admin.settings.validation.latitudeRequired',
      'admin.settings.validation.longitudeRequired',
    ]);
  });

  it('refuses malformed phones, e-mails, long addresses and coordinates out of range, in order', () => {
    expect(
      messagesOf({
        ...VALID,
        phone: 'утас',
        phoneSecondary: '12',
        email: 'info@',
        emailSecondary: 'not an e-mail',
        address: 'а'.repeat(301),
        latitude: '91',
        longitude: 'east',
      }),
    ).toEqual([
      'admin.settings.validation.phoneInvalid',
      'admin.settings.validation.phoneInvalid',
      'admin.settings.validation.emailInvalid',
      'admin.settings.validation.emailInvalid',
      'admin.settings.validation.addressTooLong',
      'admin.settings.validation.latitudeRange',
      'admin.settings.validation.longitudeRange',
    ]);
  });

  it('lets the second phone and e-mail stay empty but checks them when given', () => {
    expect(
      siteSettingsSchema.safeParse({ ...VALID, phoneSecondary: '+976 9911 2233', emailSecondary: 'members@example.mn' })
        .success,
    ).toBe(true);
  });
});
