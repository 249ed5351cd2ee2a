'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { RowActions } from '@/components/admin/row-actions';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { deleteEventDay } from '@/lib/conference/programme/event-days/actions';
import type { AdminEventDay } from '@/lib/conference/programme/event-days/queries';
import type { EditionRange } from '@/lib/conference/programme/event-days/schema';

import { EventDayForm } from './event-day-form';

type EventDaysScreenProps = { eventId: number; range: EditionRange; days: AdminEventDay[] };

const COUNTS = ['agenda', 'sessions', 'presentations', 'photos'] as const;

/** The edition's days with what hangs on each, and the form; the delete confirmation says what goes with a day. */
export function EventDaysScreen({ eventId, range, days }: EventDaysScreenProps) {
  const t = useTranslations('admin.weekProgramme.eventDates');
  const common = useTranslations('admin.common');
  const [editing, setEditing] = useState<AdminEventDay | null>(null);
  const [round, setRound] = useState(0);
  const removal = useConfirmedDelete<AdminEventDay>({
    remove: ({ id }) => deleteEventDay({ id }),
    failureText: (error) => t('saveFailed', { error }),
    onDeleted: ({ id }) => setEditing((current) => (current?.id === id ? null : current)),
  });
  const pending = removal.pending;
  const nextDay = Math.max(0, ...days.map((day) => day.day)) + 1;

  return (
    <div className="grid gap-8 xl:grid-cols-[3fr_2fr]">
      <div className="space-y-2">
        <p className="text-sm text-gray-700">{t('range', { start: range.startsOn, end: range.endsOn })}</p>
        <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
          <table className="min-w-full divide-y divide-gray-200 text-sm">
            <caption className="sr-only">{t('grid')}</caption>
            <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-700 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {common('actions')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('columns.day')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('columns.date')}
                </th>
                {COUNTS.map((count) => (
                  <th key={count} scope="col" className="px-3 py-2">
                    {t(`columns.${count}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {days.length === 0 ? (
                <tr>
                  <td colSpan={COUNTS.length + 3} className="px-3 py-6 text-center text-gray-600">
                    {t('empty')}
                  </td>
                </tr>
              ) : (
                days.map((day) => (
                  <tr key={day.id} data-testid="event-day-row">
                    <td className="px-3 py-2">
                      <RowActions
                        title={t('dayName', { day: day.day })}
                        onEdit={() => setEditing(day)}
                        onDelete={() => removal.ask(day)}
                      />
                    </td>
                    <th scope="row" className="px-3 py-2 text-left font-semibold">
                      {t('dayName', { day: day.day })}
                    </th>
                    <td className="px-3 py-2">
                      <time dateTime={day.event_date}>{day.event_date}</time>
                    </td>
                    {COUNTS.map((count) => (
                      <td key={count} className="px-3 py-2">
                        {day[count]}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </div>
      <EventDayForm
        // A new key empties the form: another row to edit, back to add mode, or a new list (the next day number).
        key={`${editing?.id ?? 'new'}-${round}-${nextDay}`}
        eventId={eventId}
        range={range}
        day={editing}
        nextDay={nextDay}
        onDone={() => {
          setEditing(null);
          setRound((current) => current + 1);
        }}
      />
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={pending ? t('deleteConfirm', { ...pending, date: pending.event_date }) : ''}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </div>
  );
}
