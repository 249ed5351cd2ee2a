/**
 * The file kinds we accept and serve. The stored name's extension is always one of these keys, chosen from
 * the detected content, so the extension alone tells the content type when the file is served.
 */
export const FILE_TYPES = {
  jpg: { mime: 'image/jpeg', detected: ['jpg'] },
  png: { mime: 'image/png', detected: ['png'] },
  webp: { mime: 'image/webp', detected: ['webp'] },
  gif: { mime: 'image/gif', detected: ['gif'] },
  avif: { mime: 'image/avif', detected: ['avif'] },
  pdf: { mime: 'application/pdf', detected: ['pdf'] },
  mp4: { mime: 'video/mp4', detected: ['mp4', 'm4v'] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', detected: ['docx'] },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', detected: ['xlsx'] },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', detected: ['pptx'] },
} as const satisfies Record<string, { mime: string; detected: readonly string[] }>;

export type FileKind = keyof typeof FILE_TYPES;

/** SVG is left out on purpose: it can carry script and has no magic bytes to check. */
export const IMAGE_KINDS: readonly FileKind[] = ['jpg', 'png', 'webp', 'gif', 'avif'];
export const PDF_KINDS: readonly FileKind[] = ['pdf'];
export const VIDEO_KINDS: readonly FileKind[] = ['mp4'];
/** Evidence a member attaches to an assessment answer. */
export const PROOF_KINDS: readonly FileKind[] = [...IMAGE_KINDS, 'pdf', 'docx', 'xlsx', 'pptx'];

const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

export function isFileKind(value: string): value is FileKind {
  return Object.hasOwn(FILE_TYPES, value);
}

/** The accept attribute of a file input for these kinds (a hint for the picker; the server checks content). */
export function acceptAttribute(kinds: readonly FileKind[]): string {
  return kinds.flatMap((kind) => [`.${kind}`, FILE_TYPES[kind].mime]).join(',');
}

/** Content type of a stored file, from the extension of its (our own, random) name. */
export function contentTypeForKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();

  return isFileKind(extension) ? FILE_TYPES[extension].mime : FALLBACK_CONTENT_TYPE;
}

/** The kind among `allowed` that a detected file-type extension belongs to, if any. */
export function kindForDetected(detectedExtension: string, allowed: readonly FileKind[]): FileKind | null {
  return allowed.find((kind) => (FILE_TYPES[kind].detected as readonly string[]).includes(detectedExtension)) ?? null;
}
