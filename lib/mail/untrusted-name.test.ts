import { describe, expect, it } from 'vitest';

import { UNTRUSTED_NAME_MAX_LENGTH, untrustedName } from './untrusted-name';

describe('untrustedName', () => {
  it('keeps a name as people write it, in either script', () => {
    expect(untrustedName(' Д.Сараа ')).toBe('Д. Сараа');
    expect(untrustedName('Bat-Erdene O’Neil')).toBe('Bat-Erdene O’Neil');
    expect(untrustedName('Бат  Дорж')).toBe('Бат Дорж');
  });

  it('leaves out a name that holds a link, a scheme, www or an e-mail address', () => {
    for (const name of [
      'Dear customer, renew at https://evil.example.com',
      'hxxp or http now',
      'visit www.example.com',
      'write to help@example.com',
      'ftp: files',
      'example.com://x',
      // Hidden by a zero-width space, or in fullwidth letters.
      'ht\u200btp://example.com',
      'ｈｔｔｐ：／／example.com',
    ]) {
      expect(untrustedName(name), name).toBe('');
    }
  });

  it('breaks a bare domain so that no mail client links it', () => {
    expect(untrustedName('Renew now example.com')).toBe('Renew now example. com');
    expect(untrustedName('пример.мон')).toBe('пример. мон');
    // A fullwidth or one-dot-leader dot is a dot; an ideographic full stop is no part of a name.
    expect(untrustedName('example．com')).toBe('example. com');
    expect(untrustedName('example․com')).toBe('example. com');
    expect(untrustedName('example。com')).toBe('example com');
    expect(untrustedName('a/b\\c<d>e[f](g)')).toBe('a b c d e f g');
  });

  it(`cuts a long text to ${UNTRUSTED_NAME_MAX_LENGTH} characters`, () => {
    const long = untrustedName('Your membership expires today and must be renewed by calling the office at once');

    expect(Array.from(long)).toHaveLength(UNTRUSTED_NAME_MAX_LENGTH);
    expect(long).toBe('Your membership expires today and must be renewed by calling');
  });

  it('gives nothing for a text without a letter', () => {
    expect(untrustedName('')).toBe('');
    expect(untrustedName(' 123 - . ')).toBe('');
  });
});
