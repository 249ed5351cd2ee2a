import { describe, expect, it } from 'vitest';

import { isPersonName, isPhoneNumber, personName, phoneNumber } from './contact-rules';

describe('isPhoneNumber', () => {
  it('takes numbers as people write them', () => {
    for (const value of ['99112233', '+976 7711-2233', '(976) 88 11 22 33', '7011.1994', '1234'])
      expect(isPhoneNumber(value)).toBe(true);
  });

  it('refuses letters, too few digits and overlong values', () => {
    for (const value of ['abc', 'call me', '12', '+', '99-11-ab', '1'.repeat(31)])
      expect(isPhoneNumber(value)).toBe(false);
  });
});

describe('isPersonName', () => {
  it('needs two letters in any script', () => {
    for (const value of ['Б.Болд', 'Li', 'Ж. Тэмүүлэн', 'Ölziibat']) expect(isPersonName(value)).toBe(true);
    for (const value of ['Б', 'A.', '1234', '-', '']) expect(isPersonName(value)).toBe(false);
  });
});

describe('phoneNumber and personName', () => {
  it('trim the value and report the given message', () => {
    expect(phoneNumber('bad').parse(' 99112233 ')).toBe('99112233');
    expect(phoneNumber('bad').safeParse('abc').error?.issues[0]?.message).toBe('bad');
    expect(personName('short').parse(' Б.Болд ')).toBe('Б.Болд');
    expect(personName('short').safeParse('Б').error?.issues[0]?.message).toBe('short');
  });
});
