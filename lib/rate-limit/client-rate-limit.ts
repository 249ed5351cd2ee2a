import 'server-only';

import { clientNetworkOf } from '@/lib/http/client-network';
import { env } from '@/lib/env';

import { consumeRateLimit, type RateLimitResult } from './consume-rate-limit';

type ClientRateLimitOptions = { scope: string; clientAddress: string; limit: number; windowSeconds: number };

/**
 * Counts one hit of a client against `scope`. The client is its network (lib/http/client-network.ts): every
 * address of one IPv6 /64 (CLIENT_IPV6_PREFIX) shares a bucket, so a client cannot get more tries by changing its
 * address within what it was given. The key ends with the network, so `scope` names everything else.
 */
export function consumeClientRateLimit({
  scope,
  clientAddress,
  limit,
  windowSeconds,
}: ClientRateLimitOptions): Promise<RateLimitResult> {
  const network = clientNetworkOf(clientAddress, env.CLIENT_IPV6_PREFIX);

  return consumeRateLimit({ key: `${scope}:client:${network}`, limit, windowSeconds });
}
