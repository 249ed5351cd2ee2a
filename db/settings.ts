import 'server-only';

import path from 'node:path';

import { z } from 'zod';

/**
 * The settings the connection reads. lib/env.ts extends this schema with the application's other settings, so
 * each one keeps a single rule and default while db/ stays below lib/.
 */
export const databaseSettingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().url().optional(),
  // Absolute, so that a later change of the working directory does not move the data.
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .transform((dir) => path.resolve(dir)),
  // A migrated PGlite data directory (tar) that each test file's in-memory database starts from.
  TEST_DATABASE_SNAPSHOT: z.string().min(1).optional(),
});

export type DatabaseSettings = z.output<typeof databaseSettingsSchema>;

/** The process environment validated by `schema`; an empty variable counts as unset, so its default applies. */
export function readEnvironment<Schema extends z.ZodType>(schema: Schema): z.output<Schema> {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${JSON.stringify(z.flattenError(parsed.error).fieldErrors)}`);
  }

  return parsed.data;
}
