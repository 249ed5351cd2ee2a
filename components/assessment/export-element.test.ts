import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { datedFileName } from './export-element';

describe('datedFileName', () => {
  // A member in Ulaanbaatar (UTC+8): for the first eight hours of a day, the UTC date is still the day before.
  const zoneBefore = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Asia/Ulaanbaatar';
  });
  afterAll(() => {
    process.env.TZ = zoneBefore;
  });

  it('puts the day into the name with zero-padded month and day', () => {
    expect(datedFileName('mining-assessment', 'pdf', new Date(2026, 0, 5, 9, 30))).toBe(
      'mining-assessment-2026-01-05.pdf',
    );
  });

  it('names the local day just after midnight, when the UTC day is still yesterday', () => {
    const justAfterMidnight = new Date(2026, 10, 24, 0, 15);
    expect(justAfterMidnight.toISOString().slice(0, 10)).toBe('2026-11-23');
    expect(datedFileName('mining-assessment-poster', 'png', justAfterMidnight)).toBe(
      'mining-assessment-poster-2026-11-24.png',
    );
  });
});
