import { type Column, sql, type SQL, type Table } from 'drizzle-orm';

/**
 * A column of the outer query, qualified by its table, for a correlated subquery in a select list. Drizzle writes
 * the columns of a one-table select bare ("id"), and a bare name inside the subquery binds to the subquery's own
 * table when that table has a column of the name: every row would then read the same subquery.
 */
export function outerColumn(table: Table, column: Column): SQL {
  return sql`${table}.${sql.identifier(column.name)}`;
}
