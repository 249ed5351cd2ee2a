import 'server-only';

import { subscribe } from 'node:diagnostics_channel';
import { once } from 'node:events';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

import { logger } from '@/lib/observability/logger';

type RequestStart = { request: IncomingMessage; response: ServerResponse; server: Server };

type ShutdownState = { servers: Set<Server>; inFlight: Set<ServerResponse>; isShuttingDown: boolean };

// One state per process: the instrumentation hook and the health route may be bundled as separate module copies.
const globalForShutdown = globalThis as unknown as { shutdownState?: ShutdownState };
const state = (globalForShutdown.shutdownState ??= { servers: new Set(), inFlight: new Set(), isShuttingDown: false });

/** The answer is the connection's last: the client (nginx) opens a new one, to a server that still listens. */
function closeConnectionAfter(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader('connection', 'close');
}

function trackRequest(message: unknown): void {
  const { response, server } = message as RequestStart;
  state.servers.add(server);
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
  /** Runs once no request is in flight: stops the jobs, closes the database and the cache store. */
  release: () => Promise<void>;
};

/**
 * Stops taking requests and lets those in flight finish: the servers stop listening (new connections are
 * refused, so nginx sends them to another server) and every answer from now on closes its connection. Once all
 * connections have ended, `release` runs.
 */
export async function shutDownGracefully({ timeoutMs, release }: ShutdownOptions): Promise<{ isDrained: boolean }> {
  state.isShuttingDown = true;
  for (const response of state.inFlight) closeConnectionAfter(response);
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
