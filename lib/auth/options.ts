import 'server-only';

import type { AuthOptions, CallbacksOptions, EventCallbacks, Profile, User } from 'next-auth';

import { recordAudit } from '@/lib/audit';
import { authSecret } from '@/lib/env';

import { codeProvider, googleProviders } from './providers';
import { getAdminAccountByEmail, getAttendeeAccountByEmail } from './queries';
import {
  SESSION_MAX_AGE_SECONDS,
  sessionCookieSettings,
  type SessionIdentity,
  startSessionClaims,
} from './session-cookie';
import { endSession } from './session-store';
import { ATTENDEE_GOOGLE_PROVIDER_ID, ATTENDEE_LOGIN_PATH } from './subjects';

const normalizedEmail = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();

/**
 * The account a successful sign-in belongs to: from the admin code check, the registered admin with Google's
 * e-mail, or the registered meeting user with it (the attendees' Google instance). Members and attendees who
 * sign in with a code go through route handlers, which issue the same session cookie.
 */
async function identityOf(user: User, provider: string): Promise<SessionIdentity | null> {
  if (provider === 'google') {
    const admin = await getAdminAccountByEmail(normalizedEmail(user.email));

    return admin ? { kind: 'admin', id: admin.id, email: admin.email } : null;
  }
  if (provider === ATTENDEE_GOOGLE_PROVIDER_ID) {
    const attendee = await getAttendeeAccountByEmail(normalizedEmail(user.email));

    return attendee ? { kind: 'attendee', id: attendee.id, email: attendee.email } : null;
  }
  // The code provider has already checked the code and read the admin account.
  if (user.kind === 'admin' && user.accountId) return { kind: 'admin', id: user.accountId, email: user.email ?? '' };

  return null;
}

/** Only an address Google has verified counts: an unverified one could belong to anyone. */
function verifiedEmailOf(profile: Profile | undefined): string {
  const isVerified = profile !== undefined && 'email_verified' in profile && profile.email_verified === true;

  return isVerified ? normalizedEmail(profile.email) : '';
}

const callbacks: Partial<CallbacksOptions> = {
  async signIn({ account, profile }) {
    if (account?.provider === 'google') {
      const email = verifiedEmailOf(profile);

      return email !== '' && (await getAdminAccountByEmail(email)) !== null;
    }
    if (account?.provider === ATTENDEE_GOOGLE_PROVIDER_ID) {
      const email = verifiedEmailOf(profile);
      const isRegistered = email !== '' && (await getAttendeeAccountByEmail(email)) !== null;

      // A refused attendee goes back to the attendees' login, not to the staff's error page.
      return isRegistered || `${ATTENDEE_LOGIN_PATH}?error=AccessDenied`;
    }

    return true;
  },
  async jwt({ token, user, account }) {
    // `account` is present only on the sign-in itself; later calls keep the token as it is.
    if (!account) return token;
    const identity = await identityOf(user, account.provider);
    if (!identity) return {};
    // The audit log records staff: its account column refers to staff accounts.
    if (identity.kind === 'admin')
      await recordAudit({ actor: identity, action: 'auth.sign-in', target: account.provider });

    return startSessionClaims(identity);
  },
  session({ session, token }) {
    const user = token.kind && token.accountId ? { kind: token.kind, id: token.accountId } : undefined;

    return { expires: session.expires, user };
  },
};

const events: Partial<EventCallbacks> = {
  // next-auth's sign-out only removes the cookie in this browser; ending the session makes every copy useless.
  async signOut({ token }) {
    if (typeof token?.sid === 'string') await endSession(token.sid);
  },
};

function buildAuthOptions(): AuthOptions {
  const sessionCookie = sessionCookieSettings();

  return {
    secret: authSecret(),
    providers: [codeProvider('admin'), ...googleProviders()],
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: sessionCookie.options.secure,
    cookies: { sessionToken: sessionCookie },
    pages: { signIn: '/admin/login', error: '/admin/login' },
    callbacks,
    events,
  };
}

let options: AuthOptions | undefined;

/** Built on first use, not at import: `next build` loads route modules and must need no secret. */
export function authOptions(): AuthOptions {
  options ??= buildAuthOptions();

  return options;
}
