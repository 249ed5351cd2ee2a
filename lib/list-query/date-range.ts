import { z } from 'zod';

/** Mongolia keeps UTC+8 all year: a trade day is a calendar day in Ulaanbaatar. */
const ULAANBAATAR_OFFSET = '+08:00';
const ULAANBAATAR_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Seeds: the trade table opens on the last 7 days up to today. */
export const DEFAULT_RANGE_DAYS = 7;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type DateRange = { start: string; end: string };

/** A real calendar day written yyyy-mm-dd (2026-02-30 is not one). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);

  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A query's yyyy-mm-dd day; anything else reads as no day, so a hand-edited address still shows a view. */
export const lenientIsoDate = z.string().refine(isIsoDate).optional().catch(undefined);

export function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

export function todayInUlaanbaatar(now: Date = new Date()): string {
  return new Date(now.getTime() + ULAANBAATAR_OFFSET_MS).toISOString().slice(0, 10);
}

export function defaultDateRange(now: Date = new Date()): DateRange {
  const end = todayInUlaanbaatar(now);

  return { start: addDays(end, -DEFAULT_RANGE_DAYS), end };
}

/** Seeds: when the start becomes later than the end, the end is set to the start. */
export function normalizeRange({ start, end }: DateRange): DateRange {
  return start > end ? { start, end: start } : { start, end };
}

/** The pickers' limits: the start may not pass the end, the end may not precede the start. */
export function dateInputBounds({ start, end }: DateRange): { startMax: string; endMin: string } {
  return { startMax: end, endMin: start };
}

/** Instants bounding whole Ulaanbaatar days: from the start day's midnight up to (not including) the day after the end. */
export function rangeInstants({ start, end }: Partial<DateRange>): { from?: Date; until?: Date } {
  return {
    from: start ? new Date(`${start}T00:00:00${ULAANBAATAR_OFFSET}`) : undefined,
    until: end ? new Date(`${addDays(end, 1)}T00:00:00${ULAANBAATAR_OFFSET}`) : undefined,
  };
}
