import { describe, expect, it } from 'vitest';

import { noticeTonnage } from './tonnage';

describe('noticeTonnage', () => {
  it('is the quantity of lots times the lot size', () => {
    expect(noticeTonnage(4, 250)).toBe(1000);
    expect(noticeTonnage(12, 1550)).toBe(18600);
  });

  it('keeps fractional tons without floating-point noise', () => {
    expect(noticeTonnage(3, 0.1)).toBe(0.3);
    expect(noticeTonnage(2.5, 40.25)).toBe(100.625);
  });
});
