'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { UrlSelect } from '@/components/admin/data-table/url-select';
import { useUrlState } from '@/components/admin/data-table/url-state';
import { RowActions } from '@/components/admin/row-actions';
import type { Choice } from '@/components/admin/select-field';
import { SavedOrderTable } from '@/components/admin/sortable-table/saved-order-table';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { deletePresentation, reorderPresentations } from '@/lib/conference/schedule/presentations/actions';
import type { AdminPresentation } from '@/lib/conference/schedule/presentations/queries';

import { LeadingCells, useAgendaOrder } from './agenda-order';
import { PresentationForm } from './presentation-form';

type PresentationsSectionProps = {
  days: readonly Choice[];
  halls: readonly Choice[];
  place: { dayId: number; hallId: number };
  presentations: readonly AdminPresentation[];
};

const CELL = 'px-3 py-2';

/** The presentations of the chosen day and hall (both in the URL), in their public order, with the form beside them. */
export function PresentationsSection({ days, halls, place, presentations }: PresentationsSectionProps) {
  const t = useTranslations('admin.weekAgenda.presentations');
  const common = useTranslations('admin.common');
  const router = useRouter();
  const { update } = useUrlState();
  const [editing, setEditing] = useState<AdminPresentation | null>(null);
  const [round, setRound] = useState(0);
  const removal = useConfirmedDelete<AdminPresentation>({
    remove: ({ id }) => deletePresentation({ id }),
    onDeleted: ({ id }) => setEditing((current) => (current?.id === id ? null : current)),
  });
  const order = useAgendaOrder<AdminPresentation>((presentation) => presentation.present_name);
  const hallName = halls.find((hall) => hall.id === place.hallId)?.label ?? '';
  const dayName = days.find((day) => day.id === place.dayId)?.label ?? '';

  return (
    <section aria-labelledby="presentations-title" className="space-y-4">
      <h2 id="presentations-title" className="text-xl font-bold text-ink">
        {t('title')}
      </h2>
      <div className="flex flex-wrap gap-4">
        <UrlSelect
          label={t('listDay')}
          param="day"
          value={place.dayId}
          options={days.map((day) => ({ value: String(day.id), label: day.label }))}
        />
        <UrlSelect
          label={t('listHall')}
          param="hall"
          value={place.hallId}
          options={halls.map((hall) => ({ value: String(hall.id), label: hall.label }))}
        />
      </div>
      <div className="grid gap-8 xl:grid-cols-[3fr_2fr]">
        <SavedOrderTable
          key={presentations.map((presentation) => presentation.id).join(',')}
          label={{ caption: t('grid', { day: dayName, hall: hallName }) }}
          dndId="presentation-order"
          rows={presentations}
          headers={[...order.leadingHeaders, t('name'), t('nameEn'), t('document'), common('actions')]}
          texts={order.texts}
          rowTestId="ordered-row"
          emptyText={t('empty')}
          save={(ids) => reorderPresentations({ event_date_id: place.dayId, hall_id: place.hallId, ids })}
          savedText={order.savedText}
          cells={(presentation, cell) => (
            <>
              <LeadingCells {...cell} />
              <td className={CELL}>{presentation.present_name}</td>
              <td className={CELL}>{presentation.present_name_en}</td>
              <td className={CELL}>
                <a
                  href={presentation.present_url}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={t('openNamed', { name: presentation.present_name })}
                  className="text-brand-dark underline"
                >
                  {t('open')}
                </a>
              </td>
              <td className={CELL}>
                <RowActions
                  title={presentation.present_name}
                  onEdit={() => setEditing(presentation)}
                  onDelete={() => removal.ask(presentation)}
                />
              </td>
            </>
          )}
        />
        <PresentationForm
          key={`${editing?.id ?? 'new'}-${round}`}
          days={days}
          halls={halls}
          place={place}
          presentation={editing}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setRound((value) => value + 1);
            // A presentation saved to another day or hall is shown there; otherwise this list is read again.
            if (saved.dayId === place.dayId && saved.hallId === place.hallId) router.refresh();
            else update({ day: saved.dayId, hall: saved.hallId });
          }}
        />
      </div>
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={t('deleteConfirm', { name: removal.pending?.present_name ?? '' })}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </section>
  );
}
