import 'server-only';

import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

import { isRelayedRequest, SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';

export type MetricsAccess = 'allowed' | 'unauthorized' | 'forbidden';

/** Loopback and private networks: where a Prometheus next to the servers scrapes from. */
const INTERNAL_NETWORKS = new BlockList();
INTERNAL_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
INTERNAL_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
INTERNAL_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
INTERNAL_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
INTERNAL_NETWORKS.addAddress('::1', 'ipv6');
INTERNAL_NETWORKS.addSubnet('fc00::', 7, 'ipv6');

function isInternalAddress(value: string | null): boolean {
  // An IPv4 peer on a dual-stack socket is reported as ::ffff:a.b.c.d.
  const address = value?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '') ?? '';
  const version = isIP(address);
  if (version === 0) return false;

  return INTERNAL_NETWORKS.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/** Compares digests of equal length, so the time taken tells nothing about the token. */
function isSameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();

  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Who may read /metrics: with a token configured, only a request bearing it (401 otherwise, whatever its address);
 * without one, only a connection from loopback or a private network by its socket's peer that no proxy relayed
 * (403 otherwise): a reverse proxy on the same machine connects from loopback on behalf of the whole internet.
 * Relayed is what the request carried when it arrived (socket-address.ts), not what Next.js added since.
 */
export function metricsAccess(requestHeaders: Headers, token: string | undefined): MetricsAccess {
  if (token) {
    const bearer = /^Bearer (\S+)$/.exec(requestHeaders.get('authorization') ?? '')?.[1];

    return bearer !== undefined && isSameToken(bearer, token) ? 'allowed' : 'unauthorized';
  }

  return !isRelayedRequest(requestHeaders) && isInternalAddress(requestHeaders.get(SOCKET_ADDRESS_HEADER))
    ? 'allowed'
    : 'forbidden';
}
