import 'server-only';

import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

type RequestStart = { request: IncomingMessage; response: ServerResponse; server: Server };

type ShutdownState = {
  servers: Set<Server>;
  inFlight: Set<ServerResponse>;
  isShuttingDown: boolean;
  /** Called whenever a request in flight ends while shutting down. */
  onRequestEnd?: () => void;
};

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
  response.once('close', () => {
    state.inFlight.delete(response);
    state.onRequestEnd?.();
  });
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

export function requestsInFlight(): number {
  return state.inFlight.size;
}

/** Resolves once no request is in flight, or false when `timeoutMs` passed first. */
function drained(timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const finish = (isDrained: boolean) => {
      clearTimeout(timer);
      state.onRequestEnd = undefined;
      resolve(isDrained);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    state.onRequestEnd = () => {
      if (state.inFlight.size === 0) finish(true);
    };
    state.onRequestEnd();
  });
}

export type ShutdownOptions = {
  /** How long requests in flight may take to finish; past it their connections are cut. */
  timeoutMs: number;
  /** Runs once no request is in flight: stops the jobs, closes the database and the cache store. */
  release: () => Promise<void>;
};

/**
 * Stops taking requests and lets those in flight finish: the servers stop listening (new connections are
 * refused, so nginx sends them to another server), idle keep-alive connections are closed, and every answer
 * from now on closes its connection. Then `release` runs.
 */
export async function shutDownGracefully({ timeoutMs, release }: ShutdownOptions): Promise<{ isDrained: boolean }> {
  state.isShuttingDown = true;
  for (const response of state.inFlight) closeConnectionAfter(response);
  for (const server of state.servers) {
    server.close();
    server.closeIdleConnections();
  }
  const isDrained = await drained(timeoutMs);
  if (!isDrained) {
    console.error(`Shutdown: ${state.inFlight.size} requests still running after ${timeoutMs} ms, closing their connections`);
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
    console.log(`${signal}: finishing ${state.inFlight.size} requests in flight, then stopping`);
    const startedAt = Date.now();
    shutDownGracefully(options).then(
      () => {
        console.log(`Stopped gracefully in ${Date.now() - startedAt} ms`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
