import 'server-only';

import { consumeClientRateLimit } from '@/lib/rate-limit';

import { LOOKUP_LIMITS } from './limits';
import type { CodeSubject } from './subjects';

export type LookupAllowance = { allowed: boolean; retryAfterSeconds: number };

/**
 * Counts one question "is this address registered?" of the member or meeting login for the asking client (its
 * network). There is no bucket for everyone together: a client within its own limit is always answered.
 */
export async function consumeLookupAllowance(subject: CodeSubject, clientAddress: string): Promise<LookupAllowance> {
  const { allowed, retryAfterSeconds } = await consumeClientRateLimit({
    scope: `sign-in-lookup:${subject}`,
    clientAddress,
    ...LOOKUP_LIMITS.perClient,
  });

  return { allowed, retryAfterSeconds };
}
