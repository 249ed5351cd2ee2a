import { type AnyColumn, asc, desc, type SQL, type SQLWrapper } from 'drizzle-orm';

type GridSort<Sort extends string> = { sort?: Sort; dir: 'asc' | 'desc' };

/**
 * The ORDER BY of an admin grid: the column the person chose in the URL (`?sort=&dir=`) first, then the grid's
 * usual order, which also keeps rows with equal values in a stable order from page to page.
 */
export function gridOrder<Sort extends string>(
  columns: Record<Sort, AnyColumn | SQLWrapper>,
  { sort, dir }: GridSort<Sort>,
  usual: readonly SQL[],
): SQL[] {
  if (!sort) return [...usual];
  const column = columns[sort];

  return [dir === 'asc' ? asc(column) : desc(column), ...usual];
}
