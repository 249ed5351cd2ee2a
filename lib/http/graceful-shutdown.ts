import 'server-only';

import { subscribe } from 'node:diagnostics_channel';
import { once } from 'node:events';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

import { logger } from '@/lib/observability/logger';

type RequestStart = { request: IncomingMessage; response: ServerResponse; server: Server };

type ShutdownState = {
  servers: Set<Server>;
  inFlight: Set<ServerResponse>;
  isShuttingDown: boolean;
  /** While true, reads are turned away so that the proxy in front stops sending here (handOff below). */
  isHandingOff: boolean;
  lastRequestAt: number;
};

// One state per process: the instrumentation hook and the health route may be bundled as separate module copies.
const globalForShutdown = globalThis as unknown as { shutdownState?: ShutdownState };
const state = (globalForShutdown.shutdownState ??= {
  servers: new Set(),
  inFlight: new Set(),
  isShuttingDown: false,
  isHandingOff: false,
  lastRequestAt: 0,
});

/** The answer is the connection's last: the client (nginx) opens a new one, to a server that still listens. */
function closeConnectionAfter(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('connection', 'close');
}

function trackRequest(message: unknown): void {
  const { response, server } = message as RequestStart;
  state.lastRequestAt = performance.now();
  if (!state.servers.has(server)) {
    state.servers.add(server);
    // A server first heard of now, while handing off, turns reads away too (this request's listeners run next).
    if (state.isHandingOff) turnReadsAway(server);
  }
  state.inFlight.add(response);
  // `close` comes for every response: sent in full, or cut off by the client or a timeout.
  response.once('close', () => state.inFlight.delete(response));
  if (state.isShuttingDown) closeConnectionAfter(response);
}

let isTracking = false;

/**
 * Counts this process's requests in flight and learns its HTTP servers from them. Node publishes
 * `http.server.request.start` with the server for every request, so `next start` needs no custom server.
 */
export function trackRequestsInFlight(): void {
  if (isTracking) return;
  isTracking = true;
  subscribe('http.server.request.start', trackRequest);
}

/** True from the moment the process was told to stop: a readiness check answers 503 then. */
export function isShuttingDown(): boolean {
  return state.isShuttingDown;
}

/**
 * Stops accepting connections but, unlike http.Server#close, leaves the idle keep-alive ones open: closing one races
 * with a proxy sending its next request on it (nginx gets a reset, and never resends a POST). On such a connection
 * the next request is answered, with `Connection: close`; one nobody uses is closed by its keep-alive timeout (nginx
 * gives up idle connections after 4 s, Node.js after 5 s).
 */
function stopListening(server: Server): Promise<void> {
  const closed = once(server, 'close').then(() => undefined);
  NetServer.prototype.close.call(server);

  return closed;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Turns this server's reads away with 503 while it hands off: a proxy in front that retries them elsewhere
 * (`proxy_next_upstream http_503` in deploy/) counts each as a failure and soon sends nothing more here. Writes
 * are still answered in full, since a proxy never resends one.
 */
function turnReadsAway(server: Server): void {
  const listeners = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (state.isHandingOff && READS.has(request.method ?? 'GET')) {
      response.writeHead(503, { 'retry-after': '1', connection: 'close', 'content-type': 'text/plain; charset=utf-8' });
      response.end('This server is restarting.');

      return;
    }
    for (const listener of listeners) listener.call(server, request, response);
  });
}

/** How long the hand-off waits for a pause in requests, and at most. */
export type HandOffTimes = { quietMs: number; maxMs: number };

/**
 * Before a server behind a proxy stops listening, the proxy must stop sending: closing a listening socket resets
 * the connections still waiting in the kernel's accept queue, and a proxy never resends a POST that was reset.
 * An open-source nginx reads no readiness, so the server turns reads away until nginx marks it failed, and stops
 * listening once no request has come for `quietMs` (or after `maxMs`, when requests never pause).
 */
async function handOff({ quietMs, maxMs }: HandOffTimes): Promise<void> {
  state.isHandingOff = true;
  for (const server of state.servers) turnReadsAway(server);
  const startedAt = performance.now();
  state.lastRequestAt = Math.max(state.lastRequestAt, startedAt);
  while (performance.now() - state.lastRequestAt < quietMs && performance.now() - startedAt < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(50, quietMs)));
  }
  state.isHandingOff = false;
}

/** Resolves true once every connection has ended, or false when `timeoutMs` passed first. */
async function connectionsEnded(closing: Promise<void>[], timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const isDrained = await Promise.race([Promise.all(closing).then(() => true), timedOut]);
  clearTimeout(timer);

  return isDrained;
}

export type ShutdownOptions = {
  /** How long requests in flight may take to finish; past it their connections are cut. */
  timeoutMs: number;
  /** Behind a proxy: hand the traffic off before listening stops (handOff); without one, stop listening at once. */
  handOff?: HandOffTimes;
  /** Runs once no request is in flight: stops the jobs, closes the database and the cache store. */
  release: () => Promise<void>;
};

/**
 * Stops taking requests and lets those in flight finish: behind a proxy, the traffic is handed off first; then the
 * servers stop listening (new connections are refused, so nginx sends them to another server) and every answer
 * from now on closes its connection. Once all connections have ended, `release` runs.
 */
export async function shutDownGracefully({
  timeoutMs,
  handOff: handOffTimes,
  release,
}: ShutdownOptions): Promise<{ isDrained: boolean }> {
  state.isShuttingDown = true;
  for (const response of state.inFlight) closeConnectionAfter(response);
  if (handOffTimes) await handOff(handOffTimes);
  const isDrained = await connectionsEnded([...state.servers].map(stopListening), timeoutMs);
  if (!isDrained) {
    logger.error({ timeoutMs, requestsRunning: state.inFlight.size }, 'Shutdown: connections still open, closing them');
    for (const server of state.servers) server.closeAllConnections();
  }
  await release();

  return { isDrained };
}

/**
 * SIGTERM (a restart, an upgrade, the container stopping) and SIGINT stop the process gracefully, then it exits
 * with code 0, or 1 when releasing failed. Needs NEXT_MANUAL_SIG_HANDLE, or `next start` exits on its own first.
 */
export function stopGracefullyOnSignals(options: ShutdownOptions): void {
  const stop = (signal: NodeJS.Signals) => {
    if (state.isShuttingDown) return;
    logger.info({ signal, requestsInFlight: state.inFlight.size }, 'Stopping: finishing the requests in flight');
    const startedAt = Date.now();
    shutDownGracefully(options).then(
      () => {
        logger.info({ durationMs: Date.now() - startedAt }, 'Stopped gracefully');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
