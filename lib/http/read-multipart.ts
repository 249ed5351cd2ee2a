import 'server-only';

import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';

import busboy from 'busboy';

import { RequestBodyTooLargeError } from './body-too-large';
import { readBodyWithin } from './read-body';

/** One text field's limit, far above any of our forms' fields (a company's description is the longest). */
export const MULTIPART_FIELD_MAX_BYTES = 64 * 1024;

/** How many text fields and parts in all a form may have: our largest form has about twenty. */
const PART_LIMITS = { fields: 50, fieldSize: MULTIPART_FIELD_MAX_BYTES, parts: 100 };

export type FilePart = { field: string; filename: string; mimeType: string; data: Readable };

/** What became of one file part; `isOverLimit` stops reading the body (the caller answers 413). */
export type FileOutcome<T> = { result: T; isOverLimit: boolean };

type StreamMultipartOptions<T> = {
  request: Request;
  /** The file fields taken, each at most once; parts of any other file field are read past and dropped. */
  fileFields: readonly string[];
  /** Consumes one file part's stream (storing it, or reading it into memory within a limit). */
  onFile: (part: FilePart) => Promise<FileOutcome<T>>;
};

export type StreamedMultipart<T> =
  | { status: 'read'; fields: Record<string, string>; files: Record<string, T> }
  | { status: 'malformed'; files: Record<string, T> }
  | { status: 'fieldOverLimit'; files: Record<string, T> }
  | { status: 'fileOverLimit'; files: Record<string, T> };

function isMultipart(contentType: string): boolean {
  return contentType.toLowerCase().startsWith('multipart/form-data');
}

/**
 * The one reader of multipart bodies: part by part as they stream in, each file handed to `onFile` while it arrives,
 * so no body is ever held whole (request.formData() would buffer every file first). A text field over its limit or
 * too many fields or parts stop the reading at once
 * ('fieldOverLimit'), and so does a file `onFile` finds over its limit ('fileOverLimit'). A file field left empty by the browser (no bytes) counts as not sent. The files
 * handled are reported in every outcome, so that the caller can delete what it stored from a refused body.
 */
export async function streamMultipart<T>({
  request,
  fileFields,
  onFile,
}: StreamMultipartOptions<T>): Promise<StreamedMultipart<T>> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body || !isMultipart(contentType)) return { status: 'malformed', files: {} };
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': contentType }, limits: { ...PART_LIMITS, files: fileFields.length } });
  } catch {
    return { status: 'malformed', files: {} };
  }

  const fields: Record<string, string> = {};
  const files: Record<string, T> = {};
  const handling: Promise<void>[] = [];
  const fileStreams: PassThrough[] = [];
  const claimed = new Set<string>();
  const body = Readable.fromWeb(request.body as NodeWebReadableStream<Uint8Array>);
  let isFieldOverLimit = false;
  let isFileOverLimit = false;

  const ending = await new Promise<'read' | 'malformed' | 'stopped'>((resolve) => {
    const stop = () => {
      body.unpipe(parser);
      body.destroy();
      resolve('stopped');
    };
    const stopForField = () => {
      isFieldOverLimit = true;
      stop();
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) return stopForField();
      fields[name] ??= value;
    });
    parser.on('fieldsLimit', stopForField);
    parser.on('partsLimit', stopForField);
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
      // onFile may stop reading early (a refused type); the parser must still read the part to its end, so onFile
      // gets a pass-through and the part itself is drained once onFile is done.
      const passThrough = new PassThrough();
      fileStreams.push(passThrough);
      // The parser fails a part cut short; handling it must fail too (pipe does not pass errors on).
      stream.on('error', (error) => passThrough.destroy(error));
      stream.pipe(passThrough);
      handling.push(
        onFile({ field: name, filename: info.filename ?? '', mimeType: info.mimeType, data: passThrough }).then(
          ({ result, isOverLimit }) => {
            // Browsers send a file field left empty as a part without bytes.
            if (byteCount > 0 || isOverLimit) files[name] = result;
            if (isOverLimit) {
              isFileOverLimit = true;
              stop();

              return;
            }
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
    parser.on('close', () => resolve('read'));
    parser.on('error', () => resolve('malformed'));
    body.on('error', () => resolve('malformed'));
    body.pipe(parser);
  });
  if (ending === 'read') await Promise.all(handling);
  else {
    // A broken or stopped body may leave a file part without its end: stop handling it.
    for (const fileStream of fileStreams)
      fileStream.destroy(new Error('The multipart body ended in the middle of a file'));
    await Promise.allSettled(handling);
  }
  if (isFieldOverLimit) return { status: 'fieldOverLimit', files };
  if (isFileOverLimit) return { status: 'fileOverLimit', files };

  return ending === 'read' ? { status: 'read', fields, files } : { status: 'malformed', files };
}

/** The text fields' limit as the error answers it: every field at its limit, in a form of the most fields. */
export function fieldsTooLarge(): RequestBodyTooLargeError {
  return new RequestBodyTooLargeError(MULTIPART_FIELD_MAX_BYTES);
}

type MemoryFile = { file: File } | { isOverLimit: true };

async function readFileWithin(part: FilePart, maxBytes: number): Promise<FileOutcome<MemoryFile>> {
  const bytes = await readBodyWithin(Readable.toWeb(part.data) as ReadableStream<Uint8Array>, maxBytes);
  if (!bytes) return { result: { isOverLimit: true }, isOverLimit: true };

  return {
    result: { file: new File([new Uint8Array(bytes)], part.filename, { type: part.mimeType }) },
    isOverLimit: false,
  };
}

export type MultipartForm =
  { status: 'read'; form: FormData } | { status: 'malformed' } | { status: 'fileOverLimit'; field: string };

/**
 * A small multipart form (a logo, an import file) as FormData, each file read into memory no further than its
 * limit in `fileLimits` (bytes per field); other file fields are dropped. A file over its limit answers
 * 'fileOverLimit' with its field, so that the caller says which; a text field over its limit throws
 * RequestBodyTooLargeError (413).
 */
export async function readMultipartForm(request: Request, fileLimits: Record<string, number>): Promise<MultipartForm> {
  const read = await streamMultipart({
    request,
    fileFields: Object.keys(fileLimits),
    onFile: (part) => readFileWithin(part, fileLimits[part.field] ?? 0),
  });
  if (read.status === 'fieldOverLimit') throw fieldsTooLarge();
  if (read.status === 'fileOverLimit') {
    const field = Object.entries(read.files).find(([, file]) => 'isOverLimit' in file)?.[0] ?? '';

    return { status: 'fileOverLimit', field };
  }
  if (read.status === 'malformed') return { status: 'malformed' };
  const form = new FormData();
  for (const [name, value] of Object.entries(read.fields)) form.set(name, value);
  for (const [name, value] of Object.entries(read.files)) if ('file' in value) form.set(name, value.file);

  return { status: 'read', form };
}
