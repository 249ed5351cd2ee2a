import 'server-only';

import { NextRequest } from 'next/server';

import { CODE_SUBJECTS, codeProviderId } from '@/lib/auth/subjects';
import { isSiteAddress } from '@/lib/http/cross-site';
import { mediaTypeOf } from '@/lib/http/media-type';
import { readRequestBytes } from '@/lib/http/read-body';
import { jsonObjectOf } from '@/lib/http/read-json';
import { refusal } from '@/lib/http/refusal';

/**
 * next-auth's posts are small forms: an e-mail, a code, its CSRF token and a return address. 8 KB holds the longest
 * of them many times over, so a body no form of ours sends is refused before anything reads it (413).
 */
export const AUTH_FORM_MAX_BYTES = 8 * 1024;

export type NextAuthContext = { params: Promise<{ nextauth: string[] }> };
type NextAuthHandler = (request: NextRequest, context: NextAuthContext) => Promise<Response>;

/** The e-mail code's providers: their callback takes the code as a posted form, and next-auth answers a GET with 500. */
const CODE_PROVIDER_IDS: ReadonlySet<string> = new Set(CODE_SUBJECTS.map(codeProviderId));

/** The fields of a body as next-auth reads them (url-encoded or JSON), or null when a JSON body holds no object. */
function bodyFields(request: Request, bytes: Uint8Array): Record<string, unknown> | null {
  const text = new TextDecoder().decode(bytes);

  return mediaTypeOf(request) === 'application/json'
    ? jsonObjectOf(text)
    : Object.fromEntries(new URLSearchParams(text));
}

/**
 * next-auth takes the return address (`callbackUrl`) from the query or the body; one that is not a page of this
 * site either fails its own check (a 500) or is silently replaced by the home page, so it is refused with a reason.
 */
function isForeignReturnAddress(address: unknown, request: Request): boolean {
  if (address === undefined || address === null) return false;

  return typeof address !== 'string' || !isSiteAddress(address, request);
}

/**
 * next-auth's GET calls (providers, csrf token, session, sign-in pages and OAuth callbacks), with the requests it
 * would answer with a 500 refused first: an e-mail code's callback, which takes POST only (405), and a return
 * address on another site (400).
 */
export function guardAuthGet(handler: NextAuthHandler): NextAuthHandler {
  return async (request, context) => {
    const [action, providerId = ''] = (await context.params).nextauth;
    if (action === 'callback' && CODE_PROVIDER_IDS.has(providerId)) {
      return refusal(request, {
        status: 405,
        key: 'errors.methodNotAllowed',
        values: { method: 'GET' },
        headers: { Allow: 'POST' },
      });
    }
    if (isForeignReturnAddress(request.nextUrl.searchParams.get('callbackUrl'), request)) {
      return refusal(request, { status: 400, key: 'errors.foreignReturnAddress' });
    }

    return handler(request, context);
  };
}

/**
 * next-auth's posts (sign-in, the code's callback, sign-out, session update, client log), read no further than
 * AUTH_FORM_MAX_BYTES (a larger body throws RequestBodyTooLargeError, which writeRoute answers with 413) and
 * handed on as read. A JSON body that is no object (next-auth would throw on it) and a return address on another
 * site are refused (400).
 */
export function guardAuthPost(handler: NextAuthHandler): NextAuthHandler {
  return async (request, context) => {
    const bytes = await readRequestBytes(request, AUTH_FORM_MAX_BYTES);
    const fields = bodyFields(request, bytes);
    if (!fields) return refusal(request, { status: 400, key: 'errors.malformedBody' });
    const returnAddresses = [request.nextUrl.searchParams.get('callbackUrl'), fields.callbackUrl];
    if (returnAddresses.some((address) => isForeignReturnAddress(address, request))) {
      return refusal(request, { status: 400, key: 'errors.foreignReturnAddress' });
    }
    const readRequest = new NextRequest(request.url, {
      method: request.method,
      headers: request.headers,
      body: bytes.byteLength > 0 ? bytes : null,
    });

    return handler(readRequest, context);
  };
}
