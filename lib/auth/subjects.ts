import type { signInSubject } from '@/db/schema';

export type SignInSubject = (typeof signInSubject.enumValues)[number];

/** The subjects that sign in with an e-mail code so far; each has a directory of registered e-mails. */
export const CODE_SUBJECTS = ['admin', 'member'] as const satisfies readonly SignInSubject[];
export type CodeSubject = (typeof CODE_SUBJECTS)[number];

/** The next-auth Credentials provider that checks a subject's e-mail codes. */
export function codeProviderId(subject: CodeSubject): `${CodeSubject}-code` {
  return `${subject}-code`;
}
