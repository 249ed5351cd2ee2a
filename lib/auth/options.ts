import 'server-only';

import type { AuthOptions, CallbacksOptions, User } from 'next-auth';

import { recordAudit } from '@/lib/audit';
import { authSecret, env } from '@/lib/env';

import { codeProvider, googleProvider } from './providers';
import { getAdminAccountByEmail } from './queries';

/** Staff sign in for a working day, not for weeks. */
const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

type Identity = { kind: 'admin' | 'member'; id: number; email: string };

/** The account a successful sign-in belongs to: from a code check (staff or member), or the registered admin with Google's e-mail. */
async function identityOf(user: User, provider: string): Promise<Identity | null> {
  if (provider === 'google') {
    const admin = await getAdminAccountByEmail((user.email ?? '').trim().toLowerCase());

    return admin ? { kind: 'admin', id: admin.id, email: admin.email } : null;
  }
  // The code providers have already checked the code and read the account of their own subject.
  if ((user.kind === 'admin' || user.kind === 'member') && user.accountId) {
    return { kind: user.kind, id: user.accountId, email: user.email ?? '' };
  }

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
    // The audit log is the staff's: its account ids are admin accounts, so a member's sign-in is not written there.
    if (identity.kind === 'admin') await recordAudit({ actor: identity, action: 'auth.sign-in', target: account.provider });

    return { sub: String(identity.id), email: identity.email, kind: identity.kind, accountId: identity.id };
  },
  session({ session, token }) {
    const user = token.kind && token.accountId ? { kind: token.kind, id: token.accountId } : undefined;

    return { expires: session.expires, user };
  },
};

function buildAuthOptions(): AuthOptions {
  const isSecure = env.SITE_URL.startsWith('https://');
  const google = googleProvider();

  return {
    secret: authSecret(),
    providers: [codeProvider('admin'), codeProvider('member'), ...(google ? [google] : [])],
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: isSecure,
    cookies: {
      // The name proxy.ts looks for; Secure (and its __Secure- prefix) only where the site is served over https.
      sessionToken: {
        name: `${isSecure ? '__Secure-' : ''}next-auth.session-token`,
        options: { httpOnly: true, sameSite: 'lax', path: '/', secure: isSecure },
      },
    },
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
