import 'server-only';

import { isIP } from 'node:net';

import { headers } from 'next/headers';

import { env } from '@/lib/env';

import { SOCKET_ADDRESS_HEADER } from './socket-address';

const UNKNOWN_ADDRESS = 'unknown';

/** Longer than any IP address (with an IPv6 zone): caps what a rate-limit key can grow to. */
const MAX_ADDRESS_LENGTH = 100;

const asAddress = (value: string | null | undefined): string | null => {
  const address = value?.trim();

  return address && isIP(address) ? address.slice(0, MAX_ADDRESS_LENGTH) : null;
};

/**
 * The client's address, for rate limits and the audit log. With `trustedHops` 0 it is the socket's peer (stamped
 * by lib/http/socket-address.ts). Behind N proxies that each append their peer to X-Forwarded-For, it is the entry N
 * from the right: the address the outermost trusted proxy saw. Entries further left are the client's own words.
 * With fewer entries than hops the request skipped an outer proxy, so the leftmost entry is the farthest peer seen;
 * without the header, or with an entry that is no IP address, the socket's peer. Without a socket address either
 * (a handler called outside the server) every such request shares one `unknown` address.
 */
export function clientAddressFrom(requestHeaders: Headers, trustedHops: number = env.TRUST_PROXY_HOPS): string {
  const socketAddress = asAddress(requestHeaders.get(SOCKET_ADDRESS_HEADER)) ?? UNKNOWN_ADDRESS;
  const forwarded = requestHeaders.get('x-forwarded-for');
  if (trustedHops === 0 || !forwarded) return socketAddress;
  const entries = forwarded.split(',');

  return asAddress(entries.at(-Math.min(trustedHops, entries.length))) ?? socketAddress;
}

/** The current request's client address, for server components, actions and route handlers. */
export async function clientAddress(): Promise<string> {
  return clientAddressFrom(await headers());
}
