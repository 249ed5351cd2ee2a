import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';

import type { AdminPermission } from '@/lib/auth/roles';

import type { ShelfItemInput } from './schema';

type TextColumn = AnyPgColumn<{ data: string; notNull: true }>;

/**
 * Where one shelf's items are stored, in which order they are listed, and who may change them: the shelves
 * (shelves.ts) are made of it and the writes (writes.ts) take it.
 */
export type ShelfStore<T extends PgTable = PgTable> = {
  table: T;
  columns: {
    id: AnyPgColumn<{ data: number; notNull: true }>;
    title: TextColumn;
    titleEn: TextColumn;
    cover: TextColumn;
    pdf: TextColumn;
    /** Reports carry a publication date; posters have none. */
    createdAt: AnyPgColumn<{ data: Date; notNull: true }> | null;
  };
  order: SQL[];
  /** The item as a row of this shelf's table (each table names the cover its own way). */
  row: (item: ShelfItemInput) => PgInsertValue<T>;
  permission: AdminPermission;
  /** The audit entries' prefix: `report.create`, `sustainable-mining.delete`. */
  audit: string;
};
