import 'server-only';

import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

import { keptSecret } from '@/lib/env';
import { isRelayedRequest, SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';

/**
 * The operator's commands (`npm run status`, `npm run backup` while the embedded database is in use) ask the
 * running server on this machine through `/api/operator/*`. Such a call must come straight from loopback, not
 * through a proxy (which would speak for the internet from loopback), and bear the token kept in
 * DATA_DIR/operator-token, which only the account that runs the server can read.
 */
const OPERATOR_TOKEN_FILE = 'operator-token';

export function operatorToken(): string {
  return keptSecret(OPERATOR_TOKEN_FILE);
}

const isLoopback = (address: string | null): boolean => {
  const bare = address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '') ?? '';

  return (isIP(bare) === 4 && bare.startsWith('127.')) || bare === '::1';
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether a request is the operator's own, from a command on this machine (see above). */
export function isOperatorRequest(requestHeaders: Headers): boolean {
  if (isRelayedRequest(requestHeaders) || !isLoopback(requestHeaders.get(SOCKET_ADDRESS_HEADER))) return false;
  const bearer = /^Bearer (\S+)$/.exec(requestHeaders.get('authorization') ?? '')?.[1];

  return bearer !== undefined && timingSafeEqual(digest(bearer), digest(operatorToken()));
}
