import 'server-only';

import { recordAudit } from '@/lib/audit';
import { consumeRateLimit } from '@/lib/rate-limit';

import { SIGN_IN_BURST } from './limits';
import type { CodeSubject } from './subjects';

/** A wrong or refused code guess, or a request for a code dropped over a limit. */
export type SignInRefusal = 'guess-burst' | 'request-burst';

type NoteRefusalOptions = { refusal: SignInRefusal; subject: CodeSubject; email: string; clientAddress: string };

/**
 * Counts a refusal against the address it aimed at. The refusal that reaches SIGN_IN_BURST.threshold within the
 * window writes one audit entry (`sign-in.guess-burst`, naming the address and the client of that refusal);
 * later ones in the same window add nothing, so a flood cannot flood the log too.
 */
export async function noteSignInRefusal({ refusal, subject, email, clientAddress }: NoteRefusalOptions): Promise<void> {
  const { threshold, windowSeconds } = SIGN_IN_BURST;
  const counter = await consumeRateLimit({
    key: `sign-in-burst:${refusal}:${subject}:${email}`,
    limit: threshold,
    windowSeconds,
  });
  if (counter.hits !== threshold) return;

  await recordAudit({ actor: { id: null, email }, action: `sign-in.${refusal}`, target: subject, clientAddress });
}
