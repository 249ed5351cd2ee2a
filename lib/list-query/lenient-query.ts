import type { z } from 'zod';

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * A screen reads the same query as its JSON handler, but a hand-edited or outdated URL shows the default view
 * instead of an error: each parameter that does not pass is left out and takes its default.
 */
export function parseLeniently<Schema extends z.ZodObject>(schema: Schema, params: SearchParams): z.output<Schema> {
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));

  return schema.parse(Object.fromEntries(Object.entries(params).filter(([name]) => !refused.has(name))));
}
