import { z } from 'zod';

type GridQueryOptions<Sort extends string> = {
  /** The seeds' page sizes; the first is the default. */
  pageSizes: readonly [number, ...number[]];
  sortable?: readonly [Sort, ...Sort[]];
};

/**
 * The query of an admin grid (`?page=&limit=&sort=&dir=`), shared by the page that renders it and the GET
 * handler that answers it as JSON or CSV. A page size that is not one of the seeds' falls back to the default,
 * so a hand-edited URL still shows a sensible view.
 */
export function gridQuerySchema<Sort extends string>({ pageSizes, sortable }: GridQueryOptions<Sort>) {
  const [defaultSize] = pageSizes;

  return z.object({
    page: z.coerce.number().int().min(1).catch(1).default(1),
    limit: z.coerce
      .number()
      .int()
      .refine((size) => pageSizes.includes(size))
      .catch(defaultSize)
      .default(defaultSize),
    sort: sortable ? z.enum(sortable).optional().catch(undefined) : z.undefined().catch(undefined),
    dir: z.enum(['asc', 'desc']).catch('desc').default('desc'),
    format: z.enum(['json', 'csv']).catch('json').default('json'),
  });
}
