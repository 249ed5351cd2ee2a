'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import type { EditionChoice } from '@/lib/conference/editions/choices';
import { deletePresenter } from '@/lib/conference/programme/presenters/actions';
import type { AdminPresenterRow } from '@/lib/conference/programme/presenters/queries';

import { PresenterForm } from './presenter-form';
import { PresenterGrid } from './presenter-grid';

type PresentersScreenProps = {
  editions: readonly EditionChoice[];
  eventId: number;
  rows: AdminPresenterRow[];
  total: number;
  page: number;
  pageSize: number;
};

/** The grid and the form below it: edit fills the form (seeds 4: after a save it is empty again, in add mode). */
export function PresentersScreen({ editions, eventId, rows, total, page, pageSize }: PresentersScreenProps) {
  const t = useTranslations('admin.weekProgramme.presenters');
  const [editing, setEditing] = useState<AdminPresenterRow | null>(null);
  const [round, setRound] = useState(0);
  const removal = useConfirmedDelete<AdminPresenterRow>({
    remove: ({ id }) => deletePresenter({ id }),
    failureText: (error) => t('saveFailed', { error }),
    onDeleted: ({ id }) => setEditing((current) => (current?.id === id ? null : current)),
  });

  return (
    <div className="space-y-8">
      <PresenterGrid
        // The server's order, after a drag, a save or paging, replaces the order shown.
        key={rows.map((row) => `${row.id}:${row.presenter_queue}`).join(',')}
        eventId={eventId}
        rows={rows}
        total={total}
        page={page}
        pageSize={pageSize}
        onEdit={setEditing}
        onDelete={removal.ask}
      />
      <PresenterForm
        // A new key empties the form: another row to edit, back to add mode, or a new total for the default place.
        key={`${editing?.id ?? 'new'}-${round}-${total}`}
        presenter={editing}
        editions={editions}
        eventId={eventId}
        nextPlace={total + 1}
        onDone={() => {
          setEditing(null);
          setRound((current) => current + 1);
        }}
      />
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={t('deleteConfirm', { name: removal.pending?.name_mn ?? '' })}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </div>
  );
}
