import { readRequestBytes } from './read-body';

/** A JSON body's limit: the largest of our calls (a self-assessment's answers) is a few kilobytes. */
export const JSON_MAX_BYTES = 64 * 1024;

/**
 * The JSON object a request carries, read no further than `maxBytes`: a larger body (announced or streamed) throws
 * RequestBodyTooLargeError, which the route wrapper answers with 413. A body that is missing, malformed or no object
 * reads as `{}`, so that the schema names every missing field (400) instead of the handler throwing (500).
 */
export async function readJsonObject(request: Request, maxBytes = JSON_MAX_BYTES): Promise<Record<string, unknown>> {
  return jsonObjectOf(new TextDecoder().decode(await readRequestBytes(request, maxBytes))) ?? {};
}

/** The JSON object a text holds, or null when it is no JSON or holds no object (an array, a number). */
export function jsonObjectOf(text: string): Record<string, unknown> | null {
  const value = parseJsonText(text);

  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The value a JSON text holds, or null when it is no JSON. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
