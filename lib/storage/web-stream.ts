import type { Readable } from 'node:stream';

/**
 * A web stream over a Node stream for a Response body. Pull-based, so a slow client slows the disk reads
 * down instead of filling memory; cancelling (the client went away) destroys the Node stream and its file.
 */
export function toWebStream(readable: Readable): ReadableStream<Uint8Array> {
  const iterator: AsyncIterator<Buffer> = readable[Symbol.asyncIterator]();

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
    },
    cancel() {
      readable.destroy();
    },
  });
}
