'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useUrlState } from '@/components/admin/data-table/url-state';
import { RowActions } from '@/components/admin/row-actions';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { deleteSession } from '@/lib/conference/schedule/sessions/actions';
import type { AdminSession } from '@/lib/conference/schedule/sessions/queries';

import { type Choice, SelectField } from '@/components/admin/select-field';
import { SessionForm } from './session-form';

type ProgrammeSectionProps = {
  days: readonly Choice[];
  dayId: number | null;
  sessions: readonly AdminSession[];
  timeZone: string;
};

/**
 * The chosen day's programme (the public agenda's table and its calendar file): its items by time, each edited in
 * the form beside the list. The day lives in `?day=`, so the agenda grid keeps its page.
 */
export function ProgrammeSection({ days, dayId, sessions, timeZone }: ProgrammeSectionProps) {
  const t = useTranslations('admin.weekAgenda.programme');
  const common = useTranslations('admin.common');
  const { searchParams, update } = useUrlState();
  const [editing, setEditing] = useState<AdminSession | null>(null);
  const removal = useConfirmedDelete<AdminSession>({
    remove: ({ id }) => deleteSession({ id }),
    onDeleted: ({ id }) => setEditing((current) => (current?.id === id ? null : current)),
  });

  return (
    <section aria-labelledby="programme-title" className="space-y-4">
      <h2 id="programme-title" className="text-xl font-bold text-ink">
        {t('title')}
      </h2>
      {dayId === null ? (
        <p className="rounded border border-dashed border-gray-300 p-6 text-center">{t('noDays')}</p>
      ) : (
        <>
          <SelectField
            label={t('day')}
            value={dayId}
            options={days.map((day) => ({ value: String(day.id), label: day.label }))}
            className="w-fit min-w-48"
            onChange={(event) => update({ day: event.target.value, page: searchParams.get('page') })}
          />
          <div className="grid gap-8 xl:grid-cols-[3fr_2fr]">
            <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
              <table className="min-w-full divide-y divide-gray-200 text-sm">
                <caption className="sr-only">
                  {t('grid', { day: days.find((day) => day.id === dayId)?.label ?? '' })}
                </caption>
                <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-700 uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      {t('time')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('sessionTitle')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('place')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {common('actions')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {sessions.length === 0 ? (
                    <tr>
                      <td colSpan={4} className="px-3 py-6 text-center text-gray-600">
                        {common('emptyList')}
                      </td>
                    </tr>
                  ) : (
                    sessions.map((session) => (
                      <tr key={session.id} data-testid="session-row">
                        <td className="px-3 py-2 whitespace-nowrap">{`${session.starts_at}–${session.ends_at}`}</td>
                        <td className="px-3 py-2">
                          <p className="font-medium">{session.title}</p>
                          <p className="text-xs text-gray-600">{session.title_en}</p>
                        </td>
                        <td className="px-3 py-2">
                          <p>{session.place}</p>
                          <p className="text-xs text-gray-600">{session.place_en}</p>
                        </td>
                        <td className="px-3 py-2">
                          <RowActions
                            title={session.title}
                            onEdit={() => setEditing(session)}
                            onDelete={() => removal.ask(session)}
                          />
                        </td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
            {/* A new key empties the form when switching between add and the item being edited. */}
            <SessionForm
              key={editing?.id ?? 'new'}
              dayId={dayId}
              session={editing}
              timeZone={timeZone}
              onDone={() => setEditing(null)}
            />
          </div>
        </>
      )}
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={t('deleteConfirm', { title: removal.pending?.title ?? '' })}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </section>
  );
}
