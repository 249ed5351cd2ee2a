import 'server-only';

import { byteSizeText, RequestBodyTooLargeError } from '@/lib/http/body-too-large';
import { isCrossSiteRequest } from '@/lib/http/cross-site';
import { mediaTypeOf } from '@/lib/http/media-type';
import { refusal } from '@/lib/http/refusal';
import { maintenanceRefusal } from '@/lib/maintenance/write-refusal';

/**
 * What a state-changing call takes as its body: JSON, a multipart form (a file among fields), a file as the raw
 * body (its own media type), or a url-encoded form (only next-auth's own posts, each with its CSRF token). A call
 * that takes no body still declares JSON, the type every API client sends.
 */
export type BodyKind = 'json' | 'multipart' | 'file' | 'form';

/**
 * The media types a page on another site can make a browser send without asking first (an HTML form, or fetch
 * in no-cors mode); no call takes them as a raw file, so none of them can reach a handler from another site.
 */
const FORM_MEDIA_TYPES = new Set(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']);

const MEDIA_TYPE_OF: Record<Exclude<BodyKind, 'file'>, string> = {
  json: 'application/json',
  multipart: 'multipart/form-data',
  form: 'application/x-www-form-urlencoded',
};

/** How a refusal names what the call takes; a raw file may have every type but the forms', octet-stream always. */
const NAME_OF: Record<BodyKind, string> = { ...MEDIA_TYPE_OF, file: 'application/octet-stream' };

/** A route handler with whatever Next.js passes after the request (a dynamic segment's params), or nothing. */
type RouteHandler<Req extends Request, Rest extends unknown[]> = (request: Req, ...rest: Rest) => Promise<Response>;

function isAccepted(mediaType: string, accepts: readonly BodyKind[]): boolean {
  return accepts.some((kind) =>
    kind === 'file' ? mediaType !== '' && !FORM_MEDIA_TYPES.has(mediaType) : mediaType === MEDIA_TYPE_OF[kind],
  );
}

/**
 * Whether the request carries no body by its headers: no Transfer-Encoding and a Content-Length of 0 or none, so
 * the server reads no byte of it. The seeds' client sends its DELETE calls so, without a type; a request with no
 * body has no type to check (a page on another site cannot send a DELETE or PUT without asking first, and the
 * cross-site check still refuses it).
 */
function hasNoBody(request: Request): boolean {
  const length = request.headers.get('content-length');

  return !request.headers.has('transfer-encoding') && (length === null || length.trim() === '0');
}

async function refuseCrossSite(request: Request): Promise<Response | null> {
  return isCrossSiteRequest(request) ? refusal(request, { status: 403, key: 'errors.crossSite' }) : null;
}

/**
 * Every POST, PUT and DELETE handler under app/api is exported through this wrapper
 * (tests/guards/request-surface.test.ts holds them to it): a request another site made the browser send is refused
 * (403), a body of a type the call does not take too (415; a request without a body needs no type), a write while
 * maintenance mode is on answers 503 (lib/maintenance), and a body over its reader's limit answers 413. The session
 * cookie is SameSite=Lax, but a Lax cookie still travels with a request from a sibling subdomain and with no cookie
 * at all a public form (a membership request, a registration) could be filled in from anywhere.
 */
export function writeRoute<Req extends Request, Rest extends unknown[]>(
  accepts: readonly BodyKind[],
  handler: RouteHandler<Req, Rest>,
): RouteHandler<Req, Rest> {
  return async (request, ...rest) => {
    const crossSite = await refuseCrossSite(request);
    if (crossSite) return crossSite;
    const mediaType = mediaTypeOf(request);
    const isUntypedWithoutBody = mediaType === '' && hasNoBody(request);
    if (!isAccepted(mediaType, accepts) && !isUntypedWithoutBody) {
      const types = accepts.map((kind) => NAME_OF[kind]).join(', ');

      return refusal(request, { status: 415, key: 'errors.unsupportedMediaType', values: { types } });
    }
    const paused = await maintenanceRefusal(request);
    if (paused) return paused;
    try {
      return await handler(request, ...rest);
    } catch (error) {
      if (error instanceof RequestBodyTooLargeError)
        return refusal(request, {
          status: 413,
          key: 'errors.tooLarge',
          values: { limit: byteSizeText(error.maxBytes) },
        });
      throw error;
    }
  };
}

/**
 * For the few GET calls that send mail (a sign-in code) or change something because the seeds call them so: a
 * request another site made the browser send is refused (403), so no page elsewhere can mail anyone through us;
 * being writes, they wait out maintenance mode too (503).
 */
export function sameSiteRoute<Req extends Request, Rest extends unknown[]>(
  handler: RouteHandler<Req, Rest>,
): RouteHandler<Req, Rest> {
  return async (request, ...rest) =>
    (await refuseCrossSite(request)) ?? (await maintenanceRefusal(request)) ?? handler(request, ...rest);
}
