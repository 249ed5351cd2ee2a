import 'server-only';

import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { env } from '@/lib/env';
import { countRequest } from '@/lib/observability/http-metrics';
import { logger } from '@/lib/observability/logger';
import { forgetRequest, requestAccount, REQUEST_ID_HEADER, requestIdFrom } from '@/lib/observability/request-context';

import { loggablePath, pathOf, routePatternOf } from './route-pattern';

type HttpMessage = { request: IncomingMessage; response: ServerResponse };

const startTimes = new WeakMap<IncomingMessage, bigint>();

function requestStarted(message: unknown): void {
  const { request, response } = message as HttpMessage;
  startTimes.set(request, process.hrtime.bigint());
  const requestId = requestIdFrom(request.headers[REQUEST_ID_HEADER], env.TRUST_PROXY_HOPS);
  request.headers[REQUEST_ID_HEADER] = requestId;
  response.setHeader('X-Request-Id', requestId);
  response.once('close', () => forgetRequest(requestId));
}

function responseFinished(message: unknown): void {
  const { request, response } = message as HttpMessage;
  const startedAt = startTimes.get(request);
  const durationMs = startedAt === undefined ? 0 : Number(process.hrtime.bigint() - startedAt) / 1e6;
  const requestId = String(request.headers[REQUEST_ID_HEADER]);
  const route = routePatternOf(pathOf(request.url));
  const path = loggablePath(pathOf(request.url), route);
  const method = request.method ?? 'GET';
  const status = response.statusCode;
  const account = requestAccount(requestId);
  countRequest({ method, route, status, durationMs });
  logger.info(
    {
      requestId,
      method,
      route,
      path,
      status,
      durationMs: Math.round(durationMs * 10) / 10,
      accountKind: account?.kind,
      accountId: account?.id,
    },
    'request completed',
  );
}

/**
 * Gives every request an id (on its headers and its response) and writes one line when its answer is complete:
 * id, method, route pattern, path without query, status, duration and the signed-in account's id. Node publishes
 * both channels around any `request` listener, so it covers pages, route handlers and server actions alike.
 */
export function logRequests(): void {
  subscribe('http.server.request.start', requestStarted);
  subscribe('http.server.response.finish', responseFinished);
}
