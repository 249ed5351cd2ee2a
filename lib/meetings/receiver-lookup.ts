import 'server-only';

import { consumeLookupAllowance } from '@/lib/auth/lookup-limits';

import { type ReceiverOption, searchReceivers } from './queries';

export type ReceiverLookup = { ok: true; users: ReceiverOption[] } | { ok: false; retryAfterSeconds: number };

/** Only a term with an `@` can be a whole e-mail address, the one search that answers with an address. */
const isAddressSearch = (term: string): boolean => term.includes('@');

/**
 * Receivers the signed-in attendee may invite (searchReceivers). A search by a whole e-mail address tells whether
 * that address is registered, as the meeting login does, so it counts against the login's allowance for the
 * asking client (lib/auth/lookup-limits.ts): a signed-in attendee gets no more answers than a stranger at the
 * login. A search by name finds no address and is not counted, so typing a name never runs it out.
 */
export async function lookUpReceivers({
  attendeeId,
  term,
  clientAddress,
}: {
  attendeeId: number;
  term: string;
  clientAddress: string;
}): Promise<ReceiverLookup> {
  if (isAddressSearch(term)) {
    const allowance = await consumeLookupAllowance('attendee', clientAddress);
    if (!allowance.allowed) return { ok: false, retryAfterSeconds: allowance.retryAfterSeconds };
  }

  return { ok: true, users: await searchReceivers({ userId: attendeeId, term }) };
}
