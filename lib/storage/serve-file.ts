import 'server-only';

import { logger } from '@/lib/observability/logger';

import { contentTypeForKey } from './file-types';
import { isValidKey } from './keys';
import { parseRange } from './range';
import { storage as defaultStorage } from './storage';
import type { Storage } from './types';
import { toWebStream } from './web-stream';

type ServeFileOptions = {
  request: Request;
  key: string;
  /** False for HEAD: the same headers, no body. */
  hasBody: boolean;
  storage?: Storage;
};

/** Names are random and never reused, so a stored file never changes under its URL. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

function notFound(): Response {
  return Response.json({ error: 'not_found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
}

/** The storage (S3) did not answer: the file is probably there, so ask again shortly rather than a 404 or a 500. */
function storageUnavailable(key: string, error: unknown): Response {
  logger.error({ err: error, key }, 'File storage failed to read a file');

  return Response.json(
    { error: 'storage_unavailable' },
    { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' } },
  );
}

/**
 * Next.js drops the response of a client that left while the handler ran (a browser leaving a page cancels its
 * images) without cancelling the body, which would keep the stored file open until garbage collection. So the body
 * is cancelled here when the request is aborted; a body already being sent is locked, and its pipe closes it.
 */
function closeWhenAborted(request: Request, response: Response): Response {
  const { body } = response;
  if (!body) return response;
  const cancel = (): void => void body.cancel().catch(() => undefined);
  if (request.signal.aborted) cancel();
  else request.signal.addEventListener('abort', cancel, { once: true });

  return response;
}

/**
 * Answers a request for a stored file: whole (200), one byte range (206), 304 on a matching ETag, 416, or 404; 503
 * while the storage is unreachable.
 */
export async function serveStoredFile(options: ServeFileOptions): Promise<Response> {
  try {
    return await serveFile(options);
  } catch (error) {
    return storageUnavailable(options.key, error);
  }
}

async function serveFile({ request, key, hasBody, storage = defaultStorage }: ServeFileOptions): Promise<Response> {
  if (!isValidKey(key)) return notFound();
  const info = await storage.stat(key);
  if (!info) return notFound();

  const etag = `"${info.size.toString(16)}-${Math.floor(info.modifiedAt.getTime()).toString(16)}"`;
  const headers = new Headers({
    'Content-Type': contentTypeForKey(key),
    'Accept-Ranges': 'bytes',
    'Cache-Control': CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
    ETag: etag,
    'Last-Modified': info.modifiedAt.toUTCString(),
  });
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });

  const range = parseRange(request.headers.get('range'), info.size);
  if (range.kind === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${info.size}`);
    headers.delete('Content-Type');

    return new Response(null, { status: 416, headers });
  }

  const partial = range.kind === 'partial' ? range.range : undefined;
  const length = partial ? partial.end - partial.start + 1 : info.size;
  headers.set('Content-Length', String(length));
  if (partial) headers.set('Content-Range', `bytes ${partial.start}-${partial.end}/${info.size}`);
  const status = partial ? 206 : 200;
  if (!hasBody) return new Response(null, { status, headers });

  const stream = await storage.open(key, partial);
  if (!stream) return notFound();

  return closeWhenAborted(request, new Response(toWebStream(stream), { status, headers }));
}
