import { describe, expect, it } from 'vitest';

import { CHUNK, insertInChunks } from './insert-in-chunks';

describe('insertInChunks', () => {
  it('hands the rows over in order, CHUNK at a time, and sums what each chunk stored', async () => {
    const rows = Array.from({ length: CHUNK * 2 + 1 }, (_, index) => index);
    const sizes: number[] = [];
    const stored = await insertInChunks(rows, async (chunk) => {
      expect(chunk[0]).toBe(sizes.length * CHUNK);
      sizes.push(chunk.length);

      return chunk.length - 1;
    });

    expect(sizes).toEqual([CHUNK, CHUNK, 1]);
    expect(stored).toBe(rows.length - 3);
  });

  it('calls nothing for no rows', async () => {
    expect(await insertInChunks([], async () => Promise.reject(new Error('no chunk expected')))).toBe(0);
  });
});
