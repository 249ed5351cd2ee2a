import 'server-only';

import { randomUUID } from 'node:crypto';

/** Who is signed in: the kind of account (staff, member, ...) and its row's id. */
export type SignedInAccount = { kind: string; id: number };

/** Set on every request (readable through `headers()`) and on its response. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** nginx's `$request_id` is 32 hex digits; other proxies send UUIDs. Anything else is replaced. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * The request's id: the one a trusted proxy sent (nginx sets `$request_id`, so its log line and ours share it),
 * or a new one. Without a proxy in front (`trustedHops` 0) a client could choose its own id: it is never taken.
 */
export function requestIdFrom(incoming: string | string[] | undefined, trustedHops: number): string {
  const candidate = typeof incoming === 'string' ? incoming : undefined;
  if (trustedHops > 0 && candidate && VALID_REQUEST_ID.test(candidate)) return candidate;

  return randomUUID();
}

// Keyed by request id, on globalThis: the request log (instrumentation) and the application's sessions are separate
// bundles of the same process. An entry lives from the session's resolution until the request's connection closes.
const ACCOUNTS = Symbol.for('observability.request-accounts');
const accounts = ((globalThis as Record<symbol, unknown>)[ACCOUNTS] ??= new Map<string, SignedInAccount>()) as Map<
  string,
  SignedInAccount
>;

/** Remembers who is signed in on a request, for its log line. */
export function recordRequestAccount(requestId: string | null | undefined, account: SignedInAccount): void {
  if (requestId) accounts.set(requestId, account);
}

/** Who was signed in on a request, if anyone. */
export function requestAccount(requestId: string): SignedInAccount | undefined {
  return accounts.get(requestId);
}

/** Forgets a request whose answer is complete or abandoned. */
export function forgetRequest(requestId: string): void {
  accounts.delete(requestId);
}
