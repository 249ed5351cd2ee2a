'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { deleteMeetingTime } from '@/lib/meetings/admin/actions/meeting-time';
import { liveMeetingsOf } from '@/lib/meetings/admin/live-meetings-count';
import type { MeetingTimeRow } from '@/lib/meetings/admin/queries';

import { TrashIcon } from './trash-icon';

/** The times grouped by their day, in the order the query gives (by date, then time). */
function byDay(times: readonly MeetingTimeRow[]): [string, MeetingTimeRow[]][] {
  const days = new Map<string, MeetingTimeRow[]>();
  for (const time of times) days.set(time.meeting_date, [...(days.get(time.meeting_date) ?? []), time]);

  return [...days.entries()];
}

/**
 * Mode A's days and their hourly times. The delete toggle shows a trash button on every time and turns into 'Болих';
 * a delete asks first, quoting the date and time, and is refused while live meetings are booked at that time.
 */
export function MeetingDays({ times, noticeMs }: { times: MeetingTimeRow[]; noticeMs: number }) {
  const t = useTranslations('admin.yellowMeetings');
  const titleId = useId();
  const [isDeleting, setIsDeleting] = useState(false);
  // The refusal's count, kept from the answer for the notice (the shared delete flow passes on only the message).
  const liveMeetings = useRef<number | null>(null);
  const removal = useConfirmedDelete<MeetingTimeRow>({
    remove: async ({ id }) => {
      liveMeetings.current = null;
      const result = await deleteMeetingTime({ id });
      liveMeetings.current = liveMeetingsOf(result);

      return result;
    },
    successText: t('deleted'),
    failureText: () =>
      liveMeetings.current === null
        ? t('errors.timeDeleteFailed')
        : t('errors.timeInUseCount', { count: liveMeetings.current }),
    failureMs: noticeMs,
    successMs: noticeMs,
  });
  const days = byDay(times);

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {t('meetingInfo.days')}
        </h2>
        {days.length > 0 ? (
          <button
            type="button"
            aria-pressed={isDeleting}
            onClick={() => setIsDeleting((current) => !current)}
            className="rounded border border-red-700 px-4 py-2 text-sm font-semibold text-red-700"
          >
            {isDeleting ? t('meetingInfo.stopDeleting') : t('meetingInfo.deleteTimes')}
          </button>
        ) : null}
      </div>
      {days.length === 0 ? (
        <p className="rounded border border-dashed border-gray-300 p-6 text-center text-gray-700">
          {t('meetingInfo.noDays')}
        </p>
      ) : null}
      {days.map(([date, dayTimes]) => (
        <div key={date} className="space-y-2 rounded-lg border border-gray-200 bg-white p-4">
          <h3 className="font-semibold">{date}</h3>
          <ul aria-label={t('meetingInfo.dayTimes', { date })} className="flex flex-wrap gap-2">
            {dayTimes.map((time) => (
              <li key={time.id} className="flex items-center gap-2 rounded border border-gray-300 px-3 py-1.5">
                <span className="font-semibold tabular-nums">{time.meeting_time}</span>
                <span className="text-xs text-gray-700">
                  {t('meetingInfo.liveMeetings', { count: time.live_meetings })}
                </span>
                {isDeleting ? (
                  <button
                    type="button"
                    onClick={() => removal.ask(time)}
                    aria-label={t('meetingInfo.deleteTime', { date, time: time.meeting_time })}
                    className="rounded p-1 text-red-700 hover:bg-red-50"
                  >
                    <TrashIcon />
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={
          removal.pending
            ? t('meetingInfo.deleteTimeConfirm', {
                date: removal.pending.meeting_date,
                time: removal.pending.meeting_time,
              })
            : ''
        }
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </section>
  );
}
