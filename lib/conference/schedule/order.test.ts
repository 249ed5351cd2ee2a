import { describe, expect, it } from 'vitest';

import { namesEveryRow, orderedIdsSchema } from './order';

describe('a saved order', () => {
  it('names every row of the list once, in any order', () => {
    expect(namesEveryRow([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(namesEveryRow([1, 2, 3], [3, 1])).toBe(false);
    expect(namesEveryRow([1, 2], [1, 2, 4])).toBe(false);
    expect(namesEveryRow([1, 2], [1, 1])).toBe(false);
  });

  it('refuses a repeated id before it reaches the database', () => {
    expect(orderedIdsSchema.safeParse([4, 4]).success).toBe(false);
    expect(orderedIdsSchema.safeParse([]).success).toBe(false);
    expect(orderedIdsSchema.parse([4, 2])).toEqual([4, 2]);
  });
});
