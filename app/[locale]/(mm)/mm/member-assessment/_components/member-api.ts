'use client';

/** The JSON of an API answer with its status; a network failure or a non-JSON body reads as status 0. */
export async function callMemberApi<T>(
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: T | { message?: string } }> {
  try {
    const response = await fetch(path, { credentials: 'same-origin', ...init });

    return { status: response.status, body: (await response.json().catch(() => ({}))) as T | { message?: string } };
  } catch {
    return { status: 0, body: {} };
  }
}

export function messageOf(body: unknown): string {
  return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : '';
}
