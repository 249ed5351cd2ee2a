import { describe, expect, it } from 'vitest';

import { loadPageWithin } from './paging';

const pages = (totalPages: number) => async (page: number) => ({ page, totalPages });

describe('loadPageWithin', () => {
  it('loads the asked page when it exists', async () => {
    expect(await loadPageWithin(2, pages(3))).toEqual({ page: 2, result: { page: 2, totalPages: 3 } });
  });

  it('loads the last page instead of one past the end', async () => {
    expect(await loadPageWithin(9, pages(3))).toEqual({ page: 3, result: { page: 3, totalPages: 3 } });
  });

  it('keeps page 1 of an empty list', async () => {
    expect(await loadPageWithin(1, pages(0))).toEqual({ page: 1, result: { page: 1, totalPages: 0 } });
  });
});
