/**
 * What maintenance mode leaves open, and what it tells a refused client. No server-only imports: proxy.ts checks
 * server actions with it too.
 */

/** How long a server trusts the flag it read: a change reaches every server's writes within this time. */
export const MAINTENANCE_FLAG_TTL_MS = 5_000;

/** Seconds a refused client is asked to wait (Retry-After): an upgrade or a restore takes minutes. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

/**
 * The back-office (its pages' server actions, and staff sign-in at /admin/login), signing in itself (/api/auth/:
 * next-auth and the staff's code) and the operator's calls stay open: staff and the operator do the maintenance.
 */
export function isMaintenanceExemptPath(pathname: string): boolean {
  return (
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    pathname.startsWith('/api/auth/') ||
    pathname.startsWith('/api/operator/')
  );
}
