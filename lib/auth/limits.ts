/**
 * Sending a code costs a mail and guessing needs many codes, so both are limited. A person who mistypes the
 * address a few times stays well inside; a script does not. Windows are 15 minutes unless named per day.
 *
 * No limit here can be spent by a stranger for someone else. A code works only where it was asked for (the same
 * client network or browser: code-requester.ts), so a stranger's guesses never reach the owner's codes and a
 * stranger's requests never end them. Every limit a request or a guess counts against is kept per (address,
 * client) or per client, where a client is its network (an IPv4 address, an IPv6 /64:
 * lib/rate-limit/client-rate-limit.ts). Only the mails an address gets in a day are counted for everyone
 * together, and even past that bound each client still gets its first code of the day: the owner can always
 * sign in. A request over a limit is answered like a sent code, with no mail, and bursts are audited.
 *
 * Against guessing a 6-digit code: a client can only guess at codes it asked for itself, each of which was
 * mailed to the owner; it has at most `liveCodesPerEmail` of them at once, each living 10 minutes, and compares
 * at most `guessesPerEmailPerClient` guesses a window and `guessesPerEmailPerClientPerDay` a day with them. Past
 * the `mailsPerEmailPerDay` mails of a day, each of N clients gets one code a day: N clients then have about
 * N × 30 chances in a million a day at one address (N = 40: 0.12 %), and the owner has N mails telling them.
 */
export const SIGN_IN_LIMITS = {
  windowSeconds: 15 * 60,
  daySeconds: 24 * 60 * 60,
  codesPerEmailPerClient: 5,
  codesPerClient: 20,
  mailsPerEmailPerDay: 10,
  liveCodesPerEmail: 3,
  verificationsPerClient: 50,
  guessesPerEmailPerClient: 10,
  guessesPerEmailPerClientPerDay: 30,
} as const;

/**
 * Telling registered addresses apart (the member and meeting logins answer "unregistered", as the seeds want)
 * is limited per client only: a bound shared by everyone would let a few strangers turn the sign-in off for all.
 * N clients can thus ask about N × 30 addresses a window; the mails this can cause are bounded per address
 * (SIGN_IN_LIMITS.mailsPerEmailPerDay), and only registered addresses ever get one.
 */
export const LOOKUP_LIMITS = {
  perClient: { limit: 30, windowSeconds: 15 * 60 },
} as const;

/** This many refused guesses or dropped code requests for one address within the window make one audit entry. */
export const SIGN_IN_BURST = { threshold: 10, windowSeconds: 15 * 60 } as const;
