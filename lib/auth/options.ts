import 'server-only';

import type { AuthOptions, CallbacksOptions, User } from 'next-auth';

import { recordAudit } from '@/lib/audit';
import { authSecret } from '@/lib/env';

import { codeProvider, googleProvider } from './providers';
import { getAdminAccountByEmail } from './queries';
import { SESSION_MAX_AGE_SECONDS, sessionClaims, sessionCookieSettings, type SessionIdentity } from './session-cookie';

/**
 * The staff account a successful sign-in belongs to: from the code check, or the registered admin with Google's
 * e-mail. Members sign in through POST /api/verify/code, which issues the same session cookie.
 */
async function identityOf(user: User, provider: string): Promise<SessionIdentity | null> {
  if (provider === 'google') {
    const admin = await getAdminAccountByEmail((user.email ?? '').trim().toLowerCase());

    return admin ? { kind: 'admin', id: admin.id, email: admin.email } : null;
  }
  // The code provider has already checked the code and read the admin account.
  if (user.kind === 'admin' && user.accountId) return { kind: 'admin', id: user.accountId, email: user.email ?? '' };

  return null;
}

const callbacks: Partial<CallbacksOptions> = {
  async signIn({ account, profile }) {
    if (account?.provider !== 'google') return true;
    // Only an address Google has verified, and only one registered as an admin account.
    const isVerified = profile !== undefined && 'email_verified' in profile && profile.email_verified === true;
    const email = (profile?.email ?? '').trim().toLowerCase();

    return isVerified && email !== '' && (await getAdminAccountByEmail(email)) !== null;
  },
  async jwt({ token, user, account }) {
    // `account` is present only on the sign-in itself; later calls keep the token as it is.
    if (!account) return token;
    const identity = await identityOf(user, account.provider);
    if (!identity) return {};
    await recordAudit({ actor: identity, action: 'auth.sign-in', target: account.provider });

    return sessionClaims(identity);
  },
  session({ session, token }) {
    const user = token.kind && token.accountId ? { kind: token.kind, id: token.accountId } : undefined;

    return { expires: session.expires, user };
  },
};

function buildAuthOptions(): AuthOptions {
  const sessionCookie = sessionCookieSettings();
  const google = googleProvider();

  return {
    secret: authSecret(),
    providers: [codeProvider('admin'), ...(google ? [google] : [])],
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: sessionCookie.options.secure,
    cookies: { sessionToken: sessionCookie },
    pages: { signIn: '/admin/login', error: '/admin/login' },
    callbacks,
  };
}

let options: AuthOptions | undefined;

/** Built on first use, not at import: `next build` loads route modules and must need no secret. */
export function authOptions(): AuthOptions {
  options ??= buildAuthOptions();

  return options;
}
