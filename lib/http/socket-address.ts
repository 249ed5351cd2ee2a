import 'server-only';

import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';

/**
 * The address of the peer on the other end of the request's TCP connection, written by this server process into
 * each request's headers before Next.js reads them. A client cannot forge it: whatever copy it sends is replaced.
 */
export const SOCKET_ADDRESS_HEADER = 'x-socket-address';

/**
 * `1` when the request arrived with a header a proxy adds when it relays (X-Forwarded-For, Forwarded, X-Real-IP),
 * `0` otherwise; written by this server before Next.js reads the request, since Next.js then fills in
 * X-Forwarded-For from the socket itself and a relayed request could no longer be told from a direct one.
 */
export const RELAYED_HEADER = 'x-socket-relayed';

const RELAYED_BY_A_PROXY = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

type RequestStart = { request: IncomingMessage };

function recordSocketAddress(message: unknown): void {
  const { request } = message as RequestStart;
  const address = request.socket.remoteAddress;
  if (address) request.headers[SOCKET_ADDRESS_HEADER] = address;
  else delete request.headers[SOCKET_ADDRESS_HEADER];
  request.headers[RELAYED_HEADER] = RELAYED_BY_A_PROXY.some((name) => name in request.headers) ? '1' : '0';
}

/** Whether a request came through a proxy, as this server saw it arrive (a request built by hand counts as relayed). */
export function isRelayedRequest(requestHeaders: Headers): boolean {
  return requestHeaders.get(RELAYED_HEADER) !== '0';
}

/**
 * Stamps every request this process's HTTP servers receive with its socket's address. Node publishes
 * `http.server.request.start` synchronously before any `request` listener runs, so it works with `next start`
 * (which fills X-Forwarded-For from the socket only when the client sent none) without a custom server.
 */
export function recordSocketAddresses(): void {
  subscribe('http.server.request.start', recordSocketAddress);
}
