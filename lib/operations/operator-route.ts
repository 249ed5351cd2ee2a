import 'server-only';

import { jsonError } from '@/lib/http/json-response';

import { isOperatorRequest } from './operator-access';

type Handler = (request: Request) => Promise<Response>;

/** A route handler for the operator's commands only (operator-access.ts): anyone else gets 403 before it runs. */
export function operatorRoute(handler: Handler): Handler {
  return async (request) =>
    isOperatorRequest(request.headers)
      ? handler(request)
      : jsonError(403, 'Only an operator command on this machine may call this');
}
