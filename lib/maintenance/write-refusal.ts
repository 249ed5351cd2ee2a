import 'server-only';

import { readSessionCookie, sessionCookieFrom } from '@/lib/auth/session-cookie';
import { refusal } from '@/lib/http/refusal';

import { isMaintenanceOn } from './queries';
import { isMaintenanceExemptPath, MAINTENANCE_RETRY_AFTER_SECONDS } from './rules';

/**
 * The 503 answer of a write that maintenance mode holds back (in the request's language, with Retry-After), or
 * null to let it through. Signed-in staff pass: the back-office calls handlers that share their addresses with the
 * public API (`/api/yellow-page/insert/meeting-room`).
 */
export async function maintenanceRefusal(request: Request): Promise<Response | null> {
  if (!(await isMaintenanceOn()) || isMaintenanceExemptPath(new URL(request.url).pathname)) return null;
  if ((await readSessionCookie(sessionCookieFrom(request.headers)))?.kind === 'admin') return null;

  return refusal(request, {
    status: 503,
    key: 'errors.maintenance',
    headers: { 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS) },
  });
}
