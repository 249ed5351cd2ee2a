import { RequestBodyTooLargeError } from './body-too-large';

/**
 * Reads a request body into memory up to `maxBytes`, stopping (and cancelling the upload) as soon as more
 * arrives: a client may announce a smaller Content-Length than it sends. Null when the body is too large.
 */
export async function readBodyWithin(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();

      return null;
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }

  return bytes;
}

/**
 * A request's whole body, read no further than `maxBytes`: a larger body, announced by its Content-Length or
 * streamed, throws RequestBodyTooLargeError (the route wrapper answers it with 413). No body reads as no bytes.
 */
export async function readRequestBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) throw new RequestBodyTooLargeError(maxBytes);
  if (!request.body) return new Uint8Array();
  const bytes = await readBodyWithin(request.body, maxBytes);
  if (!bytes) throw new RequestBodyTooLargeError(maxBytes);

  return bytes;
}
