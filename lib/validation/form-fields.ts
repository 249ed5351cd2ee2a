import { z } from 'zod';

/** A serial key from a form or the API: a positive integer the database's `integer` can hold (never a 500). */
export const rowIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** The public sites link only to web addresses, never to another scheme (javascript:, data:). */
export const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/** Digits with the usual separators and an optional leading +, as people write phone numbers (+976 7011 1994). */
export const PHONE_NUMBER = /^\+?[\d\s()-]{6,20}$/;

/** A required text field: its own message when empty or missing, then a length cap. */
export function requiredText({ required, tooLong, max }: { required: string; tooLong: string; max: number }) {
  return z.string(required).trim().min(1, { message: required, abort: true }).max(max, tooLong);
}
