import { describe, expect, it } from 'vitest';

import { generateCode, hashCode, isCodeShaped, isSameHash } from './code';

const SECRET = 'a-test-secret-of-enough-length';

describe('generateCode', () => {
  it('makes six digits, leading zeros included, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateCode);

    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(new Set(codes.map((code) => code[0])).size).toBe(10);
  });
});

describe('isCodeShaped', () => {
  it('accepts exactly six digits', () => {
    expect(isCodeShaped('012345')).toBe(true);
    expect(['12345', '1234567', '12a456', ' 123456', ''].some(isCodeShaped)).toBe(false);
  });
});

describe('hashCode', () => {
  const base = { secret: SECRET, subject: 'admin', email: 'admin@example.com', code: '123456' };

  it('is a stable HMAC that hides the code', () => {
    const hash = hashCode(base);

    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashCode(base));
    expect(hash).not.toContain('123456');
  });

  it('differs for another code, address, subject or secret', () => {
    const hash = hashCode(base);
    const variants = [
      { ...base, code: '123457' },
      { ...base, email: 'other@example.com' },
      { ...base, subject: 'member' },
      { ...base, secret: `${SECRET}!` },
    ];

    expect(variants.map(hashCode).every((other) => other !== hash)).toBe(true);
  });

  it('compares hashes only when they are equal', () => {
    const hash = hashCode(base);

    expect(isSameHash(hash, hashCode({ ...base }))).toBe(true);
    expect(isSameHash(hash, hashCode({ ...base, code: '000000' }))).toBe(false);
    expect(isSameHash(hash, 'abcd')).toBe(false);
  });
});
