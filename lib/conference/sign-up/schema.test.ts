import { describe, expect, it } from 'vitest';

import { fieldMessages } from '@/lib/validation/field-messages';

import { EMPTY_REGISTRATION, registrationAlert, registrationSchema } from './schema';

const valid = {
  company: ' Khangai Copper ',
  first_name: 'Bat',
  last_name: 'Dorj',
  country: 'MN',
  email: 'bat@example.mn',
  phone_number: '+976 9911 2233',
};

describe('registrationSchema', () => {
  it('accepts a complete registration and trims it', () => {
    expect(registrationSchema.parse(valid)).toEqual({ ...valid, company: 'Khangai Copper' });
  });

  it('names every missing field with a message of its own', () => {
    const result = registrationSchema.safeParse(EMPTY_REGISTRATION);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldMessages(result.error, { by: 'field' })).toEqual({
      company: 'conference.register.errors.company',
      first_name: 'conference.register.errors.first_name',
      last_name: 'conference.register.errors.last_name',
      country: 'conference.register.errors.country',
      email: 'conference.register.errors.email',
      phone_number: 'conference.register.errors.phone_number',
    });
  });

  it('refuses a phone that is no number and a name without two letters, as every public form does', () => {
    const result = registrationSchema.safeParse({ ...valid, phone_number: 'abc', last_name: 'Б.' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldMessages(result.error, { by: 'field' })).toEqual({
      last_name: 'conference.register.errors.nameInvalid',
      phone_number: 'conference.register.errors.phoneInvalid',
    });
  });

  it('refuses an e-mail that is not an address and a country not in the picker', () => {
    const result = registrationSchema.safeParse({ ...valid, email: 'bat@', country: 'XX' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldMessages(result.error, { by: 'field' })).toEqual({
      email: 'conference.register.emailInvalid',
      country: 'conference.register.countryInvalid',
    });
  });
});

describe('registrationAlert', () => {
  it('puts "please complete" first, then the first problem in the fields’ order', () => {
    expect(
      registrationAlert({
        email: 'conference.register.emailInvalid',
        phone_number: 'conference.register.errors.phone_number',
      }),
    ).toBe('conference.register.incomplete');
    expect(registrationAlert({ phone_number: 'conference.register.errors.phoneInvalid' })).toBe(
      'conference.register.errors.phoneInvalid',
    );
    expect(
      registrationAlert({ email: 'conference.register.emailInvalid', country: 'conference.register.countryInvalid' }),
    ).toBe('conference.register.countryInvalid');
    expect(registrationAlert({})).toBeUndefined();
  });
});
