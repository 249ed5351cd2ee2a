import { describe, expect, it } from 'vitest';

import { siteDay } from './site-date';

describe('siteDay', () => {
  it('gives the day in Ulaanbaatar, eight hours ahead of UTC', () => {
    expect(siteDay('2026-11-04T05:08:00.000Z')).toBe('2026-11-04');
    expect(siteDay('2026-11-23T20:00:00.000Z')).toBe('2026-11-24');
    expect(siteDay(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01');
  });
});
