import 'server-only';

import type { Instrumentation } from 'next';

import { markLogged } from '@/lib/observability/logged-errors';
import { logger } from '@/lib/observability/logger';
import { REQUEST_ID_HEADER } from '@/lib/observability/request-context';

import { loggablePath, pathOf } from './route-pattern';

type FailedRequest = Parameters<Instrumentation.onRequestError>[1];
type FailureContext = Parameters<Instrumentation.onRequestError>[2];

/**
 * One line for a request whose render, route handler or server action threw: the error under `err` (a failed
 * query without its parameters), the request's id (as on its `request completed` line), method, route pattern and
 * path without query, and where it failed (`routeType`: render, route, action; `renderSource`).
 */
export function logRequestError(error: unknown, request: FailedRequest, context: FailureContext): void {
  markLogged(error);
  const requestId = request.headers[REQUEST_ID_HEADER];
  const route = context.routePath;
  logger.error(
    {
      err: error,
      requestId: typeof requestId === 'string' ? requestId : undefined,
      method: request.method,
      route,
      path: loggablePath(pathOf(request.path), route),
      routeType: context.routeType,
      renderSource: context.renderSource,
    },
    'Request failed',
  );
}
