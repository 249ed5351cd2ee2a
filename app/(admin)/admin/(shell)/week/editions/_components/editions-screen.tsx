'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { deleteEdition, makeEditionCurrent } from '@/lib/conference/editions/actions';
import type { AdminEdition } from '@/lib/conference/editions/queries';

import { EditionForm } from './edition-form';
import { EditionsTable } from './editions-table';

type EditionsScreenProps = { editions: AdminEdition[]; timeZones: string[] };

/** The list and the add/edit form beside it; edit fills the form, a save, a delete or a new current reloads the list. */
export function EditionsScreen({ editions, timeZones }: EditionsScreenProps) {
  const t = useTranslations('admin.weekEditions.editions');
  const common = useTranslations('admin.common');
  const [editing, setEditing] = useState<AdminEdition | null>(null);
  const failureText = (error: string) => common('errorWith', { error });
  const removal = useConfirmedDelete<AdminEdition>({
    remove: ({ id }) => deleteEdition({ id }),
    failureText,
    onDeleted: ({ id }) => setEditing((current) => (current?.id === id ? null : current)),
  });
  // The same confirm-act-refresh cycle as a delete, with its own question and notice.
  const promotion = useConfirmedDelete<AdminEdition>({
    remove: ({ id }) => makeEditionCurrent({ id }),
    failureText,
    successText: t('madeCurrent'),
  });
  const current = editions.find((edition) => edition.is_current);

  return (
    <div className="grid gap-8 2xl:grid-cols-[3fr_2fr]">
      <EditionsTable editions={editions} onEdit={setEditing} onMakeCurrent={promotion.ask} onDelete={removal.ask} />
      {/* A new key empties the form when switching between add and the row being edited. */}
      <EditionForm key={editing?.id ?? 'new'} edition={editing} timeZones={timeZones} onDone={() => setEditing(null)} />
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={t('deleteConfirm', { name: removal.pending?.name ?? '' })}
        confirmLabel={common('delete')}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
      <ConfirmDialog
        isOpen={promotion.isOpen}
        message={
          current
            ? t('makeCurrentConfirm', { year: promotion.pending?.year ?? '', previous: current.year })
            : t('makeFirstCurrentConfirm', { year: promotion.pending?.year ?? '' })
        }
        confirmLabel={t('makeCurrent')}
        isBusy={promotion.isBusy}
        onConfirm={() => void promotion.confirm()}
        onCancel={promotion.cancel}
      />
    </div>
  );
}
