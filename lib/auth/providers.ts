import 'server-only';

import { headers } from 'next/headers';
import CredentialsProvider from 'next-auth/providers/credentials';
import GoogleProvider from 'next-auth/providers/google';

import { env } from '@/lib/env';
import { clientAddress } from '@/lib/http/client-address';

import { signInBrowserFrom } from './sign-in-browser';
import { ATTENDEE_GOOGLE_PROVIDER_ID, codeProviderId, type CodeSubject } from './subjects';
import { verifySignInCode } from './verify-sign-in-code';

/** Signs a subject in with the e-mail code mailed by requestSignInCode. */
export function codeProvider(subject: CodeSubject) {
  return CredentialsProvider({
    id: codeProviderId(subject),
    name: 'E-mail code',
    credentials: { email: { label: 'E-mail', type: 'email' }, code: { label: 'Code', type: 'text' } },
    async authorize(credentials) {
      const outcome = await verifySignInCode({
        subject,
        email: credentials?.email ?? '',
        code: credentials?.code ?? '',
        clientAddress: await clientAddress(),
        browser: signInBrowserFrom(await headers()),
      });
      // next-auth hands a thrown message to the browser's signIn() as `error`: the reason, never more.
      if (!outcome.ok) throw new Error(outcome.reason);

      return { id: String(outcome.accountId), email: outcome.email, kind: subject, accountId: outcome.accountId };
    },
  });
}

/**
 * Google, when configured: the staff's instance (`google`) and the meeting attendees' (`google-attendee`), one
 * Google client for both. Who may use each is decided in the signIn callback (registered addresses only).
 */
export function googleProviders() {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return [];
  const client = { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET };

  return [GoogleProvider(client), GoogleProvider({ ...client, id: ATTENDEE_GOOGLE_PROVIDER_ID })];
}
