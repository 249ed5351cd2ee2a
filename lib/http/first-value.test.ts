import { describe, expect, it } from 'vitest';

import { firstValue } from './first-value';

describe('firstValue', () => {
  it('takes a parameter given once as it is, and the first of a repeated one', () => {
    expect(firstValue('2024')).toBe('2024');
    expect(firstValue(['2024', '2025'])).toBe('2024');
    expect(firstValue([])).toBeUndefined();
    expect(firstValue(undefined)).toBeUndefined();
  });
});
