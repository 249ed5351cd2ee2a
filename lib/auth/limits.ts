/**
 * Sending a code costs a mail and guessing needs many codes, so both are limited. A person who mistypes the
 * address a few times stays well inside; a script does not. Windows are 15 minutes.
 *
 * Limits that a stranger could spend for someone else are never answered with a refusal the owner would see:
 * a request for a code over a limit is dropped silently (the same answer as a sent code, no mail), and wrong
 * guesses count per (code, client address), so a stranger's guesses use up only the stranger's own tries.
 *
 * Against guessing a 6-digit code: one client compares at most `guessesPerCodePerClient` guesses with a code
 * and `verificationsPerClient` with all codes in a window; a code takes at most `guessesPerCode` guesses from
 * everyone together and lives 10 minutes; an address gets at most `codesPerEmail` codes a window. Many
 * addresses working together thus compare at most 10 × 25 guesses a window with one account's codes, a chance
 * of 1 in 4,000, and the bursts are audited (SIGN_IN_BURST).
 */
export const SIGN_IN_LIMITS = {
  windowSeconds: 15 * 60,
  codesPerEmailPerClient: 5,
  codesPerEmail: 10,
  codesPerClient: 20,
  verificationsPerClient: 50,
  guessesPerCodePerClient: 5,
  guessesPerCode: 25,
} as const;

/**
 * Telling registered addresses apart (the member and meeting logins answer "unregistered", as the seeds want)
 * is limited per client and for everyone together, so that many clients cannot go through a list quickly
 * either. A busy expo morning stays well inside the shared buckets.
 */
export const LOOKUP_LIMITS = {
  perClient: { limit: 30, windowSeconds: 15 * 60 },
  allPerMinute: { limit: 120, windowSeconds: 60 },
  allPerHour: { limit: 1_200, windowSeconds: 60 * 60 },
} as const;

/** This many refused guesses or dropped code requests for one address within the window make one audit entry. */
export const SIGN_IN_BURST = { threshold: 10, windowSeconds: 15 * 60 } as const;
