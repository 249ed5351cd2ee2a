import 'server-only';

import { env } from '@/lib/env';

import { operatorToken } from './operator-access';

/**
 * Asks the server running on this machine (at PORT) for an operator call, or answers null when none listens: a
 * command then does the work itself (with the embedded database, only one process may open it).
 */
export async function askRunningServer(
  pathname: string,
  init: { method?: 'GET' | 'POST'; body?: Record<string, unknown>; timeoutMs?: number } = {},
): Promise<Response | null> {
  const { method = 'GET', body = {}, timeoutMs = 10 * 60_000 } = init;
  try {
    return await fetch(`http://127.0.0.1:${env.PORT}${pathname}`, {
      method,
      headers: {
        authorization: `Bearer ${operatorToken()}`,
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
      },
      body: method === 'POST' ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED') return null;
    throw error;
  }
}
