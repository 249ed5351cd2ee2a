import 'server-only';

import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';

/**
 * The address of the peer on the other end of the request's TCP connection, written by this server process into
 * each request's headers before Next.js reads them. A client cannot forge it: whatever copy it sends is replaced.
 */
export const SOCKET_ADDRESS_HEADER = 'x-socket-address';

type RequestStart = { request: IncomingMessage };

function recordSocketAddress(message: unknown): void {
  const { request } = message as RequestStart;
  const address = request.socket.remoteAddress;
  if (address) request.headers[SOCKET_ADDRESS_HEADER] = address;
  else delete request.headers[SOCKET_ADDRESS_HEADER];
}

/**
 * Stamps every request this process's HTTP servers receive with its socket's address. Node publishes
 * `http.server.request.start` synchronously before any `request` listener runs, so it works with `next start`
 * (which fills X-Forwarded-For from the socket only when the client sent none) without a custom server.
 */
export function recordSocketAddresses(): void {
  subscribe('http.server.request.start', recordSocketAddress);
}
