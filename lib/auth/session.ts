import 'server-only';

import type { Session } from 'next-auth';
import { getServerSession } from 'next-auth/next';
import { cache } from 'react';

import { authOptions } from './options';

/** Who the sign-in cookie says is signed in (kind and account id), read once per request. */
export const getSessionUser = cache(async (): Promise<Session['user'] | null> => {
  const session = await getServerSession(authOptions());

  return session?.user ?? null;
});
