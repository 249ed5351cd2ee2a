import 'server-only';

import { consumeRateLimit } from '@/lib/rate-limit';

import { LOOKUP_LIMITS } from './limits';
import type { CodeSubject } from './subjects';

export type LookupAllowance = { allowed: boolean; retryAfterSeconds: number };

/**
 * Counts one question "is this address registered?" of the member or meeting login: first for the client, then,
 * only when the client is within its own limit, for everyone together (a minute and an hour bucket). So one
 * client over its limit cannot fill the shared buckets for everyone else.
 */
export async function consumeLookupAllowance(subject: CodeSubject, clientAddress: string): Promise<LookupAllowance> {
  const { perClient, allPerMinute, allPerHour } = LOOKUP_LIMITS;
  const own = await consumeRateLimit({ key: `sign-in-lookup:${subject}:client:${clientAddress}`, ...perClient });
  if (!own.allowed) return own;
  const shared = await Promise.all([
    consumeRateLimit({ key: `sign-in-lookup:${subject}:all:minute`, ...allPerMinute }),
    consumeRateLimit({ key: `sign-in-lookup:${subject}:all:hour`, ...allPerHour }),
  ]);
  const isAllowed = shared.every((result) => result.allowed);

  return { allowed: isAllowed, retryAfterSeconds: Math.max(...shared.map((result) => result.retryAfterSeconds)) };
}
