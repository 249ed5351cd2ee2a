import { describe, expect, it } from 'vitest';

import { firstPageOf } from './first-page';

describe('firstPageOf', () => {
  it('moves paged lists back to page 1', () => {
    expect(firstPageOf('/mm/blog/8=3')).toBe('/mm/blog/8=1');
    expect(firstPageOf('/mm/blog/2026-05=2')).toBe('/mm/blog/2026-05=1');
    expect(firstPageOf('/mm/blog/%D0%B0%D0%BB%D1%82=4')).toBe('/mm/blog/%D0%B0%D0%BB%D1%82=1');
    expect(firstPageOf('/mm/report=5')).toBe('/mm/report=1');
  });

  it('leaves other pages alone', () => {
    expect(firstPageOf('/mm/detail/12')).toBe('/mm/detail/12');
    expect(firstPageOf('/mm')).toBe('/mm');
  });
});
