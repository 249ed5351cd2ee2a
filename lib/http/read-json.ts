import { RequestBodyTooLargeError } from './body-too-large';
import { readBodyWithin } from './read-body';

/** A JSON body's limit: the largest of our calls (a self-assessment's answers) is a few kilobytes. */
export const JSON_MAX_BYTES = 64 * 1024;

/**
 * The JSON object a request carries, read no further than `maxBytes`: a larger body (announced or streamed) throws
 * RequestBodyTooLargeError, which the route wrapper answers with 413. A body that is missing, malformed or no object
 * reads as `{}`, so that the schema names every missing field (400) instead of the handler throwing (500).
 */
export async function readJsonObject(request: Request, maxBytes = JSON_MAX_BYTES): Promise<Record<string, unknown>> {
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) throw new RequestBodyTooLargeError(maxBytes);
  if (!request.body) return {};
  const bytes = await readBodyWithin(request.body, maxBytes);
  if (!bytes) throw new RequestBodyTooLargeError(maxBytes);
  const body = parseJson(new TextDecoder().decode(bytes));

  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
