import { NextResponse } from 'next/server';

type ErrorExtras = { errors?: Record<string, string>; headers?: HeadersInit };

/** Route handlers never cache answers that depend on who asks. */
const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' };

/** A JSON error answer in the API's shape: `{ message }`, plus `errors` per field for invalid input (400). */
export function jsonError(status: number, message: string, extras: ErrorExtras = {}): Response {
  const body = extras.errors ? { message, errors: extras.errors } : { message };

  return Response.json(body, {
    status,
    headers: { ...PRIVATE_HEADERS, ...Object.fromEntries(new Headers(extras.headers)) },
  });
}

/** A 200 JSON answer meant only for the signed-in caller (a NextResponse, so that a handler can set cookies on it). */
export function jsonPrivate(body: unknown): NextResponse {
  return NextResponse.json(body, { headers: PRIVATE_HEADERS });
}
