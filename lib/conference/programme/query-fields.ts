import { z } from 'zod';

/** The largest id a serial column holds. */
const MAX_ID = 2_147_483_647;

/** A positive whole number in a query string; the message is a key of the public `validation` messages. */
export const queryId = () =>
  z.coerce
    .number({ message: 'validation.positiveInteger' })
    .int('validation.positiveInteger')
    .min(1, 'validation.positiveInteger')
    .max(MAX_ID, 'validation.positiveInteger');

/** A record's id in an action's input. */
export const recordId = () => z.number().int().positive().max(MAX_ID);
