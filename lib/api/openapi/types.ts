import type { z } from 'zod';

/** One documented route handler: its query or body schema is the zod schema the handler validates with. */
export type ApiRoute = {
  method: 'get' | 'post' | 'delete';
  path: string;
  summary: string;
  tag: string;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Response keys of the 200 answer, as the seeds name them. */
  responseKeys: readonly string[];
  /** Status codes other than 200 that the route answers. */
  errors?: readonly number[];
  isAdmin?: boolean;
};
