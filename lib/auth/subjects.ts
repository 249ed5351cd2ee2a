import type { signInSubject } from '@/db/schema';

export type SignInSubject = (typeof signInSubject.enumValues)[number];

/** The subjects that sign in with an e-mail code; each has a directory of registered e-mails. */
export const CODE_SUBJECTS = ['admin', 'member', 'attendee'] as const satisfies readonly SignInSubject[];
export type CodeSubject = (typeof CODE_SUBJECTS)[number];

/** The next-auth Credentials provider that checks a subject's e-mail codes. */
export function codeProviderId(subject: CodeSubject): `${CodeSubject}-code` {
  return `${subject}-code`;
}

/**
 * Meeting attendees sign in with Google through a provider of their own: its sign-in yields an attendee, never
 * a staff member, even when one person is both.
 */
export const ATTENDEE_GOOGLE_PROVIDER_ID = 'google-attendee';

/** The attendees' entry point (DESIGN.md 6), where a refused Google sign-in returns with ?error=AccessDenied. */
export const ATTENDEE_LOGIN_PATH = '/yellow-page/meeting/login';
