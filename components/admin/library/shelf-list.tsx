'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';

import type { AdminShelfItem } from '@/lib/library/admin-queries';
import type { LibraryShelf } from '@/lib/library/schema';

import { ConfirmDialog } from '../confirm-dialog';
import { DataTable } from '../data-table/data-table';
import { useConfirmedDelete } from '../use-confirmed-delete';
import { SHELF_COLUMNS } from './shelf-columns';
import { ShelfForm } from './shelf-form';
import { SHELF_SCREENS } from './shelf-screens';

type ShelfListProps = { shelf: LibraryShelf; items: AdminShelfItem[]; total: number; page: number; pageSize: number };

/**
 * The report and poster screens (seeds 2 and 4): the paged grid with edit and delete after a confirmation. Reports
 * are added on their own page and edited in place of the list, with a back button; posters are added and edited
 * in the form above their table.
 */
export function ShelfList({ shelf, items, total, page, pageSize }: ShelfListProps) {
  const t = useTranslations();
  const screen = SHELF_SCREENS[shelf];
  const [editing, setEditing] = useState<AdminShelfItem | null>(null);
  const { failureKey, failureMs, successMs } = screen.deletion;
  const removal = useConfirmedDelete<AdminShelfItem>({
    remove: ({ id }) => screen.actions.remove({ id }),
    failureText: failureKey ? () => t(`admin.${failureKey}`) : undefined,
    failureMs,
    successMs,
  });
  const { ask } = removal;
  const columns = useMemo(() => SHELF_COLUMNS[shelf]({ t, edit: setEditing, ask }), [ask, shelf, t]);
  const form = <ShelfForm key={editing?.id ?? 'new'} shelf={shelf} item={editing} onDone={() => setEditing(null)} />;

  if (editing && screen.addHref) return form;

  return (
    <div className={screen.addHref ? 'space-y-4' : 'space-y-6'}>
      {screen.addHref ? (
        <Link href={screen.addHref} className="inline-block rounded bg-brand-dark px-4 py-2 font-semibold text-white">
          {t(`admin.library.${screen.section}.addLink`)}
        </Link>
      ) : (
        form
      )}
      <DataTable
        label={t(`admin.library.${screen.section}.tableLabel`)}
        columns={columns}
        rows={items}
        total={total}
        page={page}
        pageSize={pageSize}
        pageSizes={screen.pageSizes}
        emptyText={t('admin.common.emptyList')}
        csvHref={screen.csvHref}
        getRowId={(row) => String(row.id)}
      />
      <ConfirmDialog
        isOpen={removal.isOpen}
        isBusy={removal.isBusy}
        message={t(`admin.library.${screen.section}.confirmDelete`)}
        confirmLabel={t('admin.common.delete')}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </div>
  );
}
