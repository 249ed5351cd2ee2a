import { describe, expect, it } from 'vitest';

import { plainTextExcerpt } from './excerpt';

describe('plainTextExcerpt', () => {
  it('drops tags and keeps words apart across blocks', () => {
    expect(plainTextExcerpt("<h2>Mining we don't know</h2><p>Phones &amp; cars <b>use</b> metals.</p>")).toBe(
      "Mining we don't know Phones & cars use metals.",
    );
  });

  it('cuts a long text at a word and marks the cut', () => {
    const excerpt = plainTextExcerpt(`<p>${'уул уурхай '.repeat(40)}</p>`, 50);
    expect(excerpt.length).toBeLessThanOrEqual(50);
    expect(excerpt).toMatch(/уурхай…$|уул…$/);
  });
});
