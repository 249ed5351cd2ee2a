import 'server-only';

import { asc, desc } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import { reports, sustainableMiningItems } from '@/db/schema';
import type { ActionResult } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { type LibraryShelf, libraryIdSchema, SHELF_SCHEMAS } from './schema';
import type { ShelfStore } from './shelf-store';
import { editShelfItem, insertShelfItem, removeShelfItem } from './writes';

/** Checks a shelf against its own table, then lets the shelves share one type. */
function shelf<T extends PgTable>(store: ShelfStore<T>): ShelfStore {
  return store;
}

const posters = sustainableMiningItems;

/**
 * Both shelves keep their own table: their ids are in public URLs and API answers. Every write expires the public
 * pages through runAdminAction (the report list and the sustainable-mining page show them).
 */
export const LIBRARY_SHELVES: Record<LibraryShelf, ShelfStore> = {
  reports: shelf({
    table: reports,
    columns: {
      id: reports.id,
      title: reports.title,
      titleEn: reports.titleEn,
      cover: reports.image,
      pdf: reports.pdf,
      createdAt: reports.createdAt,
    },
    // Newest first, along the created_at index.
    order: [desc(reports.createdAt), desc(reports.id)],
    row: (item) => ({ title: item.title, titleEn: item.title_en, image: item.cover, pdf: item.pdf }),
    permission: 'content',
    audit: 'report',
  }),
  sustainableMining: shelf({
    table: posters,
    columns: {
      id: posters.id,
      title: posters.title,
      titleEn: posters.titleEn,
      cover: posters.poster,
      pdf: posters.pdf,
      createdAt: null,
    },
    // The public page numbers the posters in id order.
    order: [asc(posters.id)],
    row: (item) => ({ title: item.title, titleEn: item.title_en, poster: item.cover, pdf: item.pdf }),
    permission: 'content',
    audit: 'sustainable-mining',
  }),
};

type Saved = ActionResult<{ id: number }>;
const byId = (_: unknown, result: { id: number }) => result.id;

/** An admin write on a shelf: its permission and audit name, the shelf's schema, the shared write. */
export async function runShelfAction(
  name: LibraryShelf,
  verb: 'create' | 'update' | 'delete',
  input: unknown,
): Promise<Saved> {
  const store = LIBRARY_SHELVES[name];
  const options = { permission: store.permission, input, action: `${store.audit}.${verb}`, target: byId };
  if (verb === 'create')
    return runAdminAction({
      ...options,
      schema: SHELF_SCHEMAS[name].create,
      run: (item) => insertShelfItem(store, item),
    });
  if (verb === 'update')
    return runAdminAction({
      ...options,
      schema: SHELF_SCHEMAS[name].update,
      run: (item) => editShelfItem(store, item),
    });

  return runAdminAction({ ...options, schema: libraryIdSchema, run: ({ id }) => removeShelfItem(store, id) });
}
