import 'server-only';

import { eq, or, type SQL } from 'drizzle-orm';

import { signInCodes } from '@/db/schema';
import { env } from '@/lib/env';
import { clientNetworkOf } from '@/lib/http/client-network';

import { signInBrowserHash } from './sign-in-browser';

/** Who asks for a code or types one: the client's address and the browser id of its sign-in cookie, if any. */
export type CodeRequester = { clientAddress: string; browser?: string | null };

/** What a stored code keeps of who asked for it. */
export function requesterColumns({ clientAddress, browser }: CodeRequester) {
  return {
    requesterNetwork: clientNetworkOf(clientAddress, env.CLIENT_IPV6_PREFIX),
    requesterBrowser: browser ? signInBrowserHash(browser) : null,
  };
}

/** The codes this requester asked for: from its client network, or in its browser (sign-in-browser.ts). */
export function isRequestedBy(requester: CodeRequester): SQL | undefined {
  const { requesterNetwork, requesterBrowser } = requesterColumns(requester);

  return or(
    eq(signInCodes.requesterNetwork, requesterNetwork),
    requesterBrowser ? eq(signInCodes.requesterBrowser, requesterBrowser) : undefined,
  );
}
