const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Ulaanbaatar has no daylight saving time: always UTC+8. */
const ULAANBAATAR_OFFSET_MS = 8 * HOUR_MS;

/**
 * Dates of the demo content relative to the moment of seeding, so that "recent" news and trades stay recent
 * whenever the demo is started. Times are wall-clock times in Ulaanbaatar.
 */
export type SeedClock = {
  now: Date;
  /** `days` before today (negative: after today) at hour:minute Ulaanbaatar time. */
  at(days: number, hour?: number, minute?: number): Date;
};

export function createSeedClock(now: Date = new Date()): SeedClock {
  const localNow = now.getTime() + ULAANBAATAR_OFFSET_MS;
  const todayStart = localNow - (localNow % DAY_MS) - ULAANBAATAR_OFFSET_MS;

  return {
    now,
    at: (days, hour = 10, minute = 0) => new Date(todayStart - days * DAY_MS + hour * HOUR_MS + minute * 60_000),
  };
}

/**
 * A small deterministic generator (mulberry32): the same seed gives the same demo numbers on every run,
 * so prices, masses and image layouts do not change between machines.
 */
export function createRandom(seed: number): {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
} {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);

    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');

    return item;
  };

  return { next, int, pick };
}
