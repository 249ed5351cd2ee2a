/*
 * Server actions are checked here, in proxy.ts, before Next.js reads their body, because Next.js has one limit for
 * every action (next.config.ts serverActions.bodySizeLimit, 6 MB) and answers a body it cannot decode, or one over
 * that limit, with 500. The back-office's actions need the 6 MB: staff add a company with its logo (5 MB) and import
 * meeting users from a file (5 MB) through actions. A public page's action gets its form's own limit instead, the
 * same as the route handler that takes the same form: the directory registration's logo and fields
 * (REGISTRATION_MAX_BODY_BYTES), and 64 KB of JSON everywhere else (a membership request, a conference
 * registration, the staff sign-in's e-mail). While maintenance mode is on, every action outside the back-office
 * answers 503 before its body is read. proxy.ts bundles this module and runs on Node.js in the server's own process,
 * so the maintenance flag is read from the database here (cached for a few seconds, lib/maintenance/queries.ts).
 */

import { REGISTRATION_MAX_BODY_BYTES } from '@/lib/directory/registration/limits';
import { byteSizeText, RequestBodyTooLargeError } from '@/lib/http/body-too-large';
import { jsonError } from '@/lib/http/json-response';
import { mediaTypeOf } from '@/lib/http/media-type';
import { readRequestBytes } from '@/lib/http/read-body';
import { JSON_MAX_BYTES, parseJsonText } from '@/lib/http/read-json';
import { requestLanguage } from '@/lib/http/request-language';
import { pageOf } from '@/lib/i18n/locale-paths';
import type { Locale } from '@/lib/i18n/routing';
import { messagesTranslator } from '@/lib/i18n/translator';
import { isMaintenanceOn } from '@/lib/maintenance/queries';
import { isMaintenanceExemptPath, MAINTENANCE_RETRY_AFTER_SECONDS } from '@/lib/maintenance/rules';
import enErrors from '@/messages/en/errors.json';
import mnErrors from '@/messages/mn/errors.json';

/** The public pages whose form posts a file through a server action, with that form's limit. */
const FILE_FORM_LIMITS: Record<string, number> = { '/yellow-page/register': REGISTRATION_MAX_BODY_BYTES };

/** The back-office's pages, but its sign-in page, which anyone may open. */
function isBackOfficePage(pathname: string): boolean {
  return (pathname === '/admin' || pathname.startsWith('/admin/')) && pathname !== '/admin/login';
}

/**
 * What React's action client sends: the arguments as JSON text, or as a multipart form when they hold a file or
 * a FormData (a form posted before the page's scripts ran is multipart too).
 */
const ACTION_BODY_TYPES = ['text/plain', 'multipart/form-data'];

type RefusalKey = 'errors.tooLarge' | 'errors.unsupportedMediaType' | 'errors.malformedBody' | 'errors.maintenance';

const ERROR_MESSAGES: Record<Locale, { errors: typeof mnErrors }> = {
  mn: { errors: mnErrors },
  en: { errors: enErrors },
};

/** A refusal in the request's language, as the route handlers answer theirs (lib/http/refusal.ts). */
function refusal(
  request: Request,
  status: number,
  key: RefusalKey,
  values: Record<string, string> = {},
  headers?: HeadersInit,
): Response {
  const locale = requestLanguage(request);
  const t = messagesTranslator(locale, ERROR_MESSAGES[locale]);

  return jsonError(status, t(key, values), { headers });
}

/** Next.js takes a POST for a server action when it names one (the Next-Action header) or carries a multipart form. */
export function isServerActionPost(request: Request): boolean {
  return (
    request.method === 'POST' && (request.headers.has('next-action') || mediaTypeOf(request) === 'multipart/form-data')
  );
}

/** The largest body a server action may bring to the page at `pathname`; null in the back-office (Next.js' own limit). */
export function serverActionBodyLimit(pathname: string): number | null {
  if (isBackOfficePage(pathname)) return null;

  return FILE_FORM_LIMITS[pageOf(pathname)] ?? JSON_MAX_BYTES;
}

/**
 * A multipart body as browsers send it: a declared boundary, the first part opening with it and the closing
 * delimiter at the end. Next.js' multipart reader fails on anything less, and Next.js answers that with 500.
 */
function isWholeMultipart(contentType: string, bytes: Uint8Array): boolean {
  const declared = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = declared?.[1] ?? declared?.[2];
  if (!boundary) return false;
  const text = new TextDecoder('latin1').decode(bytes);

  return text.startsWith(`--${boundary}\r\n`) && text.trimEnd().endsWith(`\r\n--${boundary}--`);
}

/**
 * The refusal of a server action's request that its page's limit or Next.js' decoding would fail (413 over the
 * limit, announced or streamed; 415 for a body type React never sends; 400 for a body that is no argument list or
 * an unfinished multipart form), or null to let it through. The body read here is a copy: Next.js keeps the
 * original for the action.
 */
export async function refuseServerActionBody(request: Request, maxBytes: number): Promise<Response | null> {
  const mediaType = mediaTypeOf(request);
  if (!ACTION_BODY_TYPES.includes(mediaType))
    return refusal(request, 415, 'errors.unsupportedMediaType', { types: ACTION_BODY_TYPES.join(', ') });
  let bytes: Uint8Array;
  try {
    bytes = await readRequestBytes(request, maxBytes);
  } catch (error) {
    if (error instanceof RequestBodyTooLargeError)
      return refusal(request, 413, 'errors.tooLarge', { limit: byteSizeText(maxBytes) });
    throw error;
  }
  const isWellFormed =
    mediaType === 'text/plain'
      ? Array.isArray(parseJsonText(new TextDecoder().decode(bytes)))
      : isWholeMultipart(request.headers.get('content-type') ?? '', bytes);

  return isWellFormed ? null : refusal(request, 400, 'errors.malformedBody');
}

/**
 * The refusal of a server action's request to the page at `pathname`: 503 while maintenance mode is on (outside the
 * back-office), else refuseServerActionBody's; or null.
 */
export async function refuseServerAction(request: Request, pathname: string): Promise<Response | null> {
  if (!isServerActionPost(request)) return null;
  if (!isMaintenanceExemptPath(pathname) && (await isMaintenanceOn())) {
    return refusal(request, 503, 'errors.maintenance', {}, { 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS) });
  }
  const limit = serverActionBodyLimit(pathname);

  return limit === null ? null : refuseServerActionBody(request, limit);
}
