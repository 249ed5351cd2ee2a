'use client';

export type ApiAnswer<T> = { status: number; body: Partial<T> & { message?: string } };

/**
 * Calls an attendee route handler in the page's language and reads its JSON with the status; a network failure
 * or a body that is no JSON reads as status 0 with an empty body, so callers only look at the status. A change
 * without fields (sign out, cancel) still goes as JSON: the server takes no other type for a change.
 */
export async function callAttendeeApi<T>(
  path: string,
  { locale, ...init }: RequestInit & { locale: string },
): Promise<ApiAnswer<T>> {
  const url = `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(locale)}`;
  const isChange = init.method !== undefined && init.method !== 'GET';
  try {
    const response = await fetch(url, {
      credentials: 'same-origin',
      cache: 'no-store',
      ...(isChange ? jsonBody({}) : {}),
      ...init,
    });
    const body: unknown = await response.json().catch(() => ({}));

    return {
      status: response.status,
      body: typeof body === 'object' && body !== null ? (body as ApiAnswer<T>['body']) : {},
    };
  } catch {
    return { status: 0, body: {} };
  }
}

/** A JSON request body for the attendee calls that take one. */
export function jsonBody(value: unknown): RequestInit {
  return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(value) };
}
