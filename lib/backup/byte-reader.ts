import 'server-only';

/**
 * Reads a stream of byte chunks in the pieces a format asks for (a 512-byte header, a record of a given length),
 * whatever the sizes of the chunks that arrive. Pieces larger than a chunk are joined; file contents are passed on
 * as they arrive, never held whole.
 */
export class ByteReader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private isEnded = false;

  constructor(private readonly source: AsyncIterator<Uint8Array>) {}

  static of(iterable: AsyncIterable<Uint8Array>): ByteReader {
    return new ByteReader(iterable[Symbol.asyncIterator]());
  }

  /** Buffers at least `count` bytes unless the source ends first. */
  private async fill(count: number): Promise<void> {
    while (this.buffered < count && !this.isEnded) {
      const next = await this.source.next();
      if (next.done) {
        this.isEnded = true;
      } else {
        const chunk = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
        this.chunks.push(chunk);
        this.buffered += chunk.length;
      }
    }
  }

  /** Consumes `count` buffered bytes, copying only when they span several chunks. */
  private take(count: number): Buffer {
    const first = this.chunks[0];
    if (first && first.length >= count) {
      if (first.length === count) this.chunks.shift();
      else this.chunks[0] = first.subarray(count);
      this.buffered -= count;

      return first.subarray(0, count);
    }
    const all = Buffer.concat(this.chunks);
    const rest = all.subarray(count);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;

    return all.subarray(0, count);
  }

  /** The next `count` bytes without consuming them; fewer only when the source ends first. */
  async peek(count: number): Promise<Buffer> {
    await this.fill(count);
    const all = Buffer.concat(this.chunks);
    this.chunks = all.length > 0 ? [all] : [];

    return all.subarray(0, count);
  }

  /** The next `count` bytes; fewer (possibly none) only when the source ends first. */
  async read(count: number): Promise<Buffer> {
    await this.fill(count);

    return this.take(Math.min(count, this.buffered));
  }

  /** The next `count` bytes as the pieces they arrive in; throws `whenShort()` if the source ends first. */
  async *span(count: number, whenShort: () => Error): AsyncGenerator<Buffer> {
    let left = count;
    while (left > 0) {
      await this.fill(1);
      if (this.buffered === 0) throw whenShort();
      const piece = this.take(Math.min(left, this.chunks[0]?.length ?? 0));
      left -= piece.length;
      yield piece;
    }
  }

  /** Whether any byte is left. */
  async hasMore(): Promise<boolean> {
    await this.fill(1);

    return this.buffered > 0;
  }

  /** Every byte left, as it arrives. */
  async *rest(): AsyncGenerator<Buffer> {
    if (this.buffered > 0) yield this.take(this.buffered);
    for (let next = await this.source.next(); !next.done; next = await this.source.next()) {
      yield Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
    }
    this.isEnded = true;
  }
}
