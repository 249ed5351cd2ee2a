'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { RowActions } from '@/components/admin/row-actions';
import { SavedOrderTable } from '@/components/admin/sortable-table/saved-order-table';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { deleteHall, reorderHalls } from '@/lib/conference/schedule/halls/actions';
import type { AdminHall } from '@/lib/conference/schedule/halls/queries';

import { LeadingCells, useAgendaOrder } from './agenda-order';
import { HallForm } from './hall-form';

const CELL = 'px-3 py-2';

/**
 * The edition's halls in the order of the public hall tabs, with the form beside them. Deleting a hall that has
 * presentations says how many go with it, and the server deletes only that many.
 */
export function HallsSection({ eventId, halls }: { eventId: number; halls: readonly AdminHall[] }) {
  const t = useTranslations('admin.weekAgenda.halls');
  const router = useRouter();
  const common = useTranslations('admin.common');
  const [editing, setEditing] = useState<AdminHall | null>(null);
  const removal = useConfirmedDelete<AdminHall>({
    remove: async ({ id, presentations }) => {
      const result = await deleteHall({ id, presentations });
      // Refused because the hall's presentations changed meanwhile: the list shows their number as it is now.
      if (!result.ok) router.refresh();

      return result;
    },
    onDeleted: ({ id }) => setEditing((current) => (current?.id === id ? null : current)),
  });
  const pending = removal.pending;
  const order = useAgendaOrder<AdminHall>((hall) => hall.hall_name);

  return (
    <section aria-labelledby="halls-title" className="space-y-4">
      <h2 id="halls-title" className="text-xl font-bold text-ink">
        {t('title')}
      </h2>
      <div className="grid gap-8 xl:grid-cols-[3fr_2fr]">
        <SavedOrderTable
          key={halls.map((hall) => hall.id).join(',')}
          label={{ caption: t('title') }}
          dndId="hall-order"
          rows={halls}
          headers={[...order.leadingHeaders, t('name'), t('nameEn'), t('presentations'), common('actions')]}
          texts={order.texts}
          rowTestId="ordered-row"
          emptyText={common('emptyList')}
          save={(ids) => reorderHalls({ event_id: eventId, ids })}
          savedText={order.savedText}
          cells={(hall, cell) => (
            <>
              <LeadingCells {...cell} />
              <td className={CELL}>{hall.hall_name}</td>
              <td className={CELL}>{hall.hall_name_en}</td>
              <td className={CELL}>{hall.presentations}</td>
              <td className={CELL}>
                <RowActions title={hall.hall_name} onEdit={() => setEditing(hall)} onDelete={() => removal.ask(hall)} />
              </td>
            </>
          )}
        />
        <HallForm key={editing?.id ?? 'new'} eventId={eventId} hall={editing} onDone={() => setEditing(null)} />
      </div>
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={
          pending && pending.presentations > 0
            ? t('deleteWithPresentations', { name: pending.hall_name, count: pending.presentations })
            : t('deleteConfirm', { name: pending?.hall_name ?? '' })
        }
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </section>
  );
}
