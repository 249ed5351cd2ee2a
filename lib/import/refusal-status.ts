/** An import's message keys for a file refused by its size or its type. */
export type ImportFileErrors = { tooLarge: string; tooLargeUnpacked: string; wrongType: string };

/**
 * The HTTP status of an import refused with `error`: no session 401, no permission 403, a file too large (sent or
 * unpacked) 413, of no type an import reads 415; anything else is the file's content, 400.
 */
export function importRefusalStatus(error: string, files: ImportFileErrors): number {
  if (error === 'errors.unauthorized') return 401;
  if (error === 'errors.forbidden') return 403;
  if (error === files.tooLarge || error === files.tooLargeUnpacked) return 413;
  if (error === files.wrongType) return 415;

  return 400;
}
