import 'server-only';

import { headers } from 'next/headers';

const UNKNOWN_ADDRESS = 'unknown';

/**
 * The client's address as the nearest proxy saw it. Proxies append to X-Forwarded-For, so the last entry is the
 * one a client cannot forge when a proxy sits in front; Next.js itself fills the header from the socket when it
 * is absent.
 */
export function clientAddressFrom(requestHeaders: Headers): string {
  const forwarded = requestHeaders.get('x-forwarded-for');
  const last = forwarded
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .at(-1);
  const address = last ?? requestHeaders.get('x-real-ip')?.trim();

  return address ? address.slice(0, 100) : UNKNOWN_ADDRESS;
}

/** The current request's client address, for server components, actions and route handlers. */
export async function clientAddress(): Promise<string> {
  return clientAddressFrom(await headers());
}
