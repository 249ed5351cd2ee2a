import { describe, expect, it } from 'vitest';

import { viewQueryOf, viewSegmentOf } from './view-segment';

describe('the directory view segment', () => {
  it('writes each browsing view once, in one order, without page 1', () => {
    expect(viewSegmentOf(new URLSearchParams(''))).toBe('all');
    expect(viewSegmentOf(new URLSearchParams('page=1'))).toBe('all');
    expect(viewSegmentOf(new URLSearchParams('page=3&main=01'))).toBe('main-01.page-3');
    expect(viewSegmentOf(new URLSearchParams('sub=95&letter=ө'))).toBe('sub-95.letter-4e8');
  });

  it('leaves searches to the page rendered per request', () => {
    expect(viewSegmentOf(new URLSearchParams('q=алт&main=01'))).toBeNull();
    expect(viewSegmentOf(new URLSearchParams('q=%20'))).toBe('all');
  });

  it('drops values no link makes, so a hand-made query cannot create new cache entries', () => {
    expect(viewSegmentOf(new URLSearchParams('main=07&letter=ab&page=0&sub=x&utm=1'))).toBe('all');
  });

  it('reads a segment back into the query it stands for', () => {
    expect(viewQueryOf('all')).toEqual({});
    expect(viewQueryOf('sub-95.letter-4e8.page-2')).toEqual({ sub: '95', letter: 'Ө', page: '2' });
    expect(viewQueryOf('main-09')).toBeNull();
    expect(viewQueryOf('page-2.page-3')).toBeNull();
  });
});
