import 'server-only';

import type { Readable } from 'node:stream';

import { fieldsTooLarge, streamMultipart } from '@/lib/http/read-multipart';

import { discardStoredFiles } from './discard';
import type { SaveUploadResult } from './upload';
import type { Storage } from './types';

/** A multipart body as read: its text fields and, per accepted file field, how storing that file went. */
export type MultipartUpload = { fields: Record<string, string>; files: Record<string, SaveUploadResult> };

type ReadMultipartOptions = {
  request: Request;
  /** The file fields to store; parts of any other field are read past and dropped. */
  fileFields: readonly string[];
  /** Stores one file from its stream (saveUpload with the folder, kinds and size limit of the caller). */
  saveFile: (data: Readable) => Promise<SaveUploadResult>;
  /** Where saveFile stores, to delete from again. */
  storage?: Storage;
};

/**
 * Reads a multipart/form-data request through the one streaming reader (lib/http/read-multipart.ts), storing each
 * file while it arrives, so that no upload is ever held whole in memory. A file over its size is refused by
 * saveFile and reported in `files` (the caller answers 413). Answers null for a body that is no readable multipart
 * form, and throws RequestBodyTooLargeError for text fields over their limit (413); files already stored from such a
 * body are deleted again first.
 */
export async function readMultipartUpload({
  request,
  fileFields,
  saveFile,
  storage,
}: ReadMultipartOptions): Promise<MultipartUpload | null> {
  const read = await streamMultipart({
    request,
    fileFields,
    onFile: async ({ data }) => ({ result: await saveFile(data), isOverLimit: false }),
  });
  if (read.status === 'read') return { fields: read.fields, files: read.files };
  await discardStoredFiles(
    Object.values(read.files).flatMap((file) => (file.ok ? [file.key] : [])),
    storage,
  );
  if (read.status === 'fieldOverLimit') throw fieldsTooLarge();

  return null;
}
