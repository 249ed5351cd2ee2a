import { describe, expect, it } from 'vitest';

import { registrationState } from './window';

const current = { endsOn: '2026-12-13', timeZone: 'Asia/Ulaanbaatar', isCurrent: true };

describe('registrationState', () => {
  it('is open before the edition and through its last day in the venue’s time zone', () => {
    expect(registrationState(current, new Date('2026-11-27T12:00:00+08:00'))).toBe('open');
    expect(registrationState(current, new Date('2026-12-13T23:59:00+08:00'))).toBe('open');
  });

  it('closes once the last day is over at the venue, though it is still that day in UTC', () => {
    // 00:30 on the 14th in Ulaanbaatar is 16:30 on the 13th in UTC.
    expect(registrationState(current, new Date('2026-12-14T00:30:00+08:00'))).toBe('closed');
    expect(registrationState({ ...current, endsOn: '2025-09-13' }, new Date('2026-11-27T12:00:00+08:00'))).toBe(
      'closed',
    );
  });

  it('is closed for an archived edition whatever its dates', () => {
    expect(registrationState({ ...current, isCurrent: false }, new Date('2026-11-27T12:00:00+08:00'))).toBe('closed');
  });
});
