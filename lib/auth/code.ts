import 'server-only';

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Sign-in code rules (DESIGN.md 6). */
export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 10;

const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/** Six uniformly random digits, leading zeros included. */
export function generateCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

export function isCodeShaped(code: string): boolean {
  return CODE_PATTERN.test(code);
}

type HashCodeOptions = { secret: string; subject: string; email: string; code: string };

/**
 * Only this HMAC is stored: a leaked table reveals no code, and binding subject and e-mail means a hash is
 * worthless for any other address.
 */
export function hashCode({ secret, subject, email, code }: HashCodeOptions): string {
  return createHmac('sha256', secret).update(`${subject}\n${email}\n${code}`).digest('hex');
}

/** Compares two hex hashes in constant time, so response timing says nothing about how close a guess was. */
export function isSameHash(expected: string, actual: string): boolean {
  const expectedBytes = Buffer.from(expected, 'hex');
  const actualBytes = Buffer.from(actual, 'hex');

  return expectedBytes.length === actualBytes.length && timingSafeEqual(expectedBytes, actualBytes);
}
