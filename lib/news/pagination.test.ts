import { describe, expect, it } from 'vitest';

import { pageWindow, totalPagesFor } from './pagination';

describe('pageWindow', () => {
  it('shows at most three numbers centred on the current page', () => {
    expect(pageWindow(5, 10)).toEqual([4, 5, 6]);
  });

  it('stays inside the first and last pages', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
  });

  it('shows every page when there are fewer than three', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('shows nothing without pages and clamps a page past the end', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(40, 5)).toEqual([3, 4, 5]);
  });
});

describe('totalPagesFor', () => {
  it('rounds up partial pages', () => {
    expect(totalPagesFor(13, 6)).toBe(3);
    expect(totalPagesFor(12, 6)).toBe(2);
    expect(totalPagesFor(0, 6)).toBe(0);
  });
});
