/**
 * Thrown by the body readers when a request carries more than its limit. The route wrapper
 * (lib/write-guards/write-route.ts) answers it with 413 in the request's language, so every handler refuses an
 * oversize body the same way.
 */
export class RequestBodyTooLargeError extends Error {
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    super(`The request body is larger than ${maxBytes} bytes`);
    this.name = 'RequestBodyTooLargeError';
    this.maxBytes = maxBytes;
  }
}

/** The size of a limit as the messages show it: `64 KB`, `5 MB`. */
export function byteSizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}
