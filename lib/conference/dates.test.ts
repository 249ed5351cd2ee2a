import { describe, expect, it } from 'vitest';

import { formatEditionDates, formatShortDay } from './dates';

describe('formatEditionDates', () => {
  it('writes a Mongolian range with month numbers, not Roman numerals', () => {
    expect(formatEditionDates('mn', '2025-09-11', '2025-09-13')).toBe('2025 оны 9-р сарын 11 – 13');
    expect(formatEditionDates('mn', '2024-09-30', '2024-10-02')).toBe('2024 оны 9-р сарын 30 – 2024 оны 10-р сарын 2');
    expect(formatEditionDates('mn', '2025-09-11', '2025-09-11')).toBe('2025 оны 9-р сарын 11');
  });

  it('uses the English range pattern', () => {
    // ICU puts thin spaces around the dash.
    expect(formatEditionDates('en', '2025-09-11', '2025-09-13').replace(/\s/g, ' ')).toBe('Sep 11 – 13, 2025');
    expect(formatEditionDates('en', '2024-10-02', '2024-10-05').replace(/\s/g, ' ')).toBe('Oct 2 – 5, 2024');
  });
});

describe('formatShortDay', () => {
  it('names the day for a tab in the page’s language', () => {
    expect(formatShortDay('en', '2025-09-11')).toBe('Sep 11');
    expect(formatShortDay('mn', '2025-09-11')).toBe('9-р сарын 11');
  });
});
