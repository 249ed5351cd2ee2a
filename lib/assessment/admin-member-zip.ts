import { FILE_TYPES, isFileKind } from '@/lib/storage/file-types';

/** The file extension of a content type we store (`application/pdf` -> `pdf`), `bin` for anything else. */
export function extensionForContentType(contentType: string | null): string {
  const mime = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const kind = Object.keys(FILE_TYPES).find((key) => isFileKind(key) && FILE_TYPES[key].mime === mime);

  return kind ?? 'bin';
}

/** Seeds 9: a proof file's entry in the zip is named by its question id plus the extension of its content type. */
export function proofEntryName(cid: string, contentType: string | null): string {
  return `${cid}.${extensionForContentType(contentType)}`;
}
