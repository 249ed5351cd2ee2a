import { describe, expect, it } from 'vitest';

import { placeAt, replaceRun } from './queue';

describe('placeAt', () => {
  it('moves a queued presenter to its 1-based place, clamping to the queue', () => {
    expect(placeAt([1, 2, 3, 4], 4, 1)).toEqual([4, 1, 2, 3]);
    expect(placeAt([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(placeAt([1, 2, 3, 4], 2, 99)).toEqual([1, 3, 4, 2]);
    expect(placeAt([1, 2, 3, 4], 3, 0)).toEqual([3, 1, 2, 4]);
  });

  it('places a presenter that is not queued yet', () => {
    expect(placeAt([1, 2], 9, 2)).toEqual([1, 9, 2]);
    expect(placeAt([], 9, Number.MAX_SAFE_INTEGER)).toEqual([9]);
  });
});

describe('replaceRun', () => {
  it('reorders one page of the queue and keeps the rest in place', () => {
    expect(replaceRun([1, 2, 3, 4, 5, 6], [4, 3, 5])).toEqual([1, 2, 4, 3, 5, 6]);
    expect(replaceRun([1, 2, 3], [3, 2, 1])).toEqual([3, 2, 1]);
  });

  it('refuses a page that is no longer a stretch of the queue', () => {
    expect(replaceRun([1, 2, 3, 4], [1, 3])).toBeNull();
    expect(replaceRun([1, 2, 3], [2, 7])).toBeNull();
    expect(replaceRun([1, 2, 3], [2, 2])).toBeNull();
    expect(replaceRun([1, 2, 3], [])).toBeNull();
  });
});
