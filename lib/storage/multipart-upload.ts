import 'server-only';

import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';

import busboy from 'busboy';

import { discardStoredFiles } from './discard';
import type { SaveUploadResult } from './save-upload';
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

const FIELD_LIMITS = { fields: 50, fieldSize: 64 * 1024, parts: 100 };

/**
 * Reads a multipart/form-data request part by part, streaming each file straight to storage, so that no upload
 * is ever held whole in memory (request.formData() would buffer every file first). A file field left empty by
 * the browser (no bytes) counts as not sent. Answers null for a body that is no readable multipart
 * form; files already stored from it are then deleted again.
 */
export async function readMultipartUpload({ request, fileFields, saveFile, storage }: ReadMultipartOptions): Promise<MultipartUpload | null> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body || !contentType.toLowerCase().startsWith('multipart/form-data')) return null;
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': contentType }, limits: { ...FIELD_LIMITS, files: fileFields.length } });
  } catch {
    return null;
  }

  const fields: Record<string, string> = {};
  const files: Record<string, SaveUploadResult> = {};
  const saving: Promise<void>[] = [];
  const fileStreams: PassThrough[] = [];
  const claimed = new Set<string>();

  parser.on('field', (name, value) => {
    fields[name] ??= value;
  });
  parser.on('file', (name, stream, info) => {
    if (!fileFields.includes(name) || claimed.has(name) || info.filename === '') {
      stream.resume();

      return;
    }
    claimed.add(name);
    let byteCount = 0;
    stream.on('data', (chunk: Buffer) => {
      byteCount += chunk.length;
    });
    // saveUpload may stop reading early (a refused type or size); the parser must still read the part to its
    // end, so storage gets a pass-through and the part itself is drained once storing is over.
    const passThrough = new PassThrough();
    fileStreams.push(passThrough);
    // The parser fails a part cut short; storing it must fail too (pipe does not pass errors on).
    stream.on('error', (error) => passThrough.destroy(error));
    stream.pipe(passThrough);
    saving.push(
      saveFile(passThrough).then(
        (result) => {
          // Browsers send a file field left empty as a part without bytes.
          if (byteCount > 0) files[name] = result;
          stream.unpipe(passThrough);
          stream.resume();
        },
        (error: unknown) => {
          stream.resume();
          throw error;
        },
      ),
    );
  });

  const parsed = await new Promise<boolean>((resolve) => {
    parser.on('close', () => resolve(true));
    parser.on('error', () => resolve(false));
    const body = Readable.fromWeb(request.body as NodeWebReadableStream<Uint8Array>);
    body.on('error', () => resolve(false));
    body.pipe(parser);
  });
  if (parsed) {
    await Promise.all(saving);

    return { fields, files };
  }
  // A broken body may leave a file part without its end: stop storing it, then remove what was stored.
  for (const fileStream of fileStreams) fileStream.destroy(new Error('The multipart body ended in the middle of a file'));
  await Promise.allSettled(saving);
  await discardStoredFiles(Object.values(files).flatMap((file) => (file.ok ? [file.key] : [])), storage);

  return null;
}
