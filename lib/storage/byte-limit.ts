import 'server-only';

import { Transform } from 'node:stream';

import { UploadTooLargeError } from './types';

/** Passes bytes through and fails the pipeline as soon as more than maxBytes have gone by. */
export function byteLimit(maxBytes: number): Transform {
  let seen = 0;

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(new UploadTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
}
