/** An import's message keys for a file refused by its size or its type. */
export type ImportFileErrors = { tooLarge: string; tooLargeUnpacked: string; wrongType: string };

/**
 * Reasons of lib/http/reasons.ts, named here because the ground imports no floor; the responder that takes them
 * (`jsonRefusal`) accepts only reasons of its table, so a misspelt one does not compile there.
 */
export type ImportRefusalReason = 'unauthorized' | 'forbidden' | 'tooLarge' | 'unsupportedType' | 'invalid';

/**
 * Why an import was refused with `error`: no session, no permission, a file too large (sent or unpacked), of no type
 * an import reads; anything else is the file's content, invalid.
 */
export function importRefusalReason(error: string, files: ImportFileErrors): ImportRefusalReason {
  if (error === 'errors.unauthorized') return 'unauthorized';
  if (error === 'errors.forbidden') return 'forbidden';
  if (error === files.tooLarge || error === files.tooLargeUnpacked) return 'tooLarge';
  if (error === files.wrongType) return 'unsupportedType';

  return 'invalid';
}
