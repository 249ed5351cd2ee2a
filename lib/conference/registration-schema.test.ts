import { describe, expect, it } from 'vitest';

import { fieldMessages } from '@/lib/membership/schema';

import { EMPTY_REGISTRATION, registrationAlert, registrationSchema } from './registration-schema';

const valid = { company: ' Khangai Copper ', first_name: 'Bat', last_name: 'Dorj', country: 'MN', email: 'bat@example.mn', phone_number: '+976 9911 2233' };

describe('registrationSchema', () => {
  it('accepts a complete registration and trims it', () => {
    expect(registrationSchema.parse(valid)).toEqual({ ...valid, company: 'Khangai Copper' });
  });

  it('names every missing field with the seeds’ message', () => {
    const result = registrationSchema.safeParse(EMPTY_REGISTRATION);
    expect(result.success).toBe(false);
    if (result.success) return;
    const messages = fieldMessages(result.error);
    expect(Object.keys(messages).sort()).toEqual(['company', 'country', 'email', 'first_name', 'last_name', 'phone_number']);
    expect(new Set(Object.values(messages))).toEqual(new Set(['conference.register.incomplete']));
  });

  it('refuses an e-mail that is not an address and a country not in the picker', () => {
    const result = registrationSchema.safeParse({ ...valid, email: 'bat@', country: 'XX' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldMessages(result.error)).toEqual({ email: 'conference.register.emailInvalid', country: 'conference.register.countryInvalid' });
  });
});

describe('registrationAlert', () => {
  it('puts "please complete" first, then the first problem in the fields’ order', () => {
    expect(registrationAlert({ email: 'conference.register.emailInvalid', phone_number: 'conference.register.incomplete' })).toBe('conference.register.incomplete');
    expect(registrationAlert({ email: 'conference.register.emailInvalid', country: 'conference.register.countryInvalid' })).toBe('conference.register.countryInvalid');
    expect(registrationAlert({})).toBeUndefined();
  });
});
