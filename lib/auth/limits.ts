/**
 * Sending a code costs a mail and guessing needs many codes, so both are limited. A person who mistypes the
 * address a few times stays well inside; a script does not. Windows are 15 minutes.
 */
export const SIGN_IN_LIMITS = {
  windowSeconds: 15 * 60,
  codesPerEmail: 5,
  codesPerClient: 20,
  verificationsPerClient: 50,
} as const;
