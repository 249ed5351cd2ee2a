import type { SignInSubject } from './subjects';

/** What a sign-in carries: which kind of subject signed in, and the id of its account row. */
declare module 'next-auth' {
  interface Session {
    user?: { kind: SignInSubject; id: number };
  }

  interface User {
    kind?: SignInSubject;
    accountId?: number;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    kind?: SignInSubject;
    accountId?: number;
    /** The session's row in auth_sessions; signing out deletes it. */
    sid?: string;
  }
}
