'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import type { MeetingView } from '@/lib/meetings/meeting-view';

import { BUTTON, ERROR } from '../../_components/styles';
import { CancelMeetingDialog } from './cancel-meeting-dialog';
import { MeetingCard } from './meeting-card';
import { MeetingDetailsDialog } from './meeting-details-dialog';
import { NewMeetingDialog } from './new-meeting-dialog';
import { useMeetingActions } from './use-meeting-actions';

type MeetingsPanelProps = { attendeeId: number; initialMeetings: MeetingView[] };

/** Seeds 2.4: the list of meetings with details, accept and cancel, and the schedule-new-meeting button. */
export function MeetingsPanel({ attendeeId, initialMeetings }: MeetingsPanelProps) {
  const t = useTranslations('meetings');
  const { meetings, busyId, failure, reload, accept, cancel } = useMeetingActions(initialMeetings);
  const [detailsOf, setDetailsOf] = useState<MeetingView | null>(null);
  const [cancelOf, setCancelOf] = useState<MeetingView | null>(null);
  const [isNewOpen, setIsNewOpen] = useState(false);

  const onConfirmCancel = async () => {
    if (!cancelOf) return;
    await cancel(cancelOf);
    setCancelOf(null);
  };

  return (
    <section aria-labelledby="meetings-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="meetings-title" className="text-xl font-semibold text-ink">
          {t('list.title')}
        </h2>
        <button type="button" onClick={() => setIsNewOpen(true)} className={BUTTON}>
          {t('page.newMeeting')}
        </button>
      </div>
      {failure ? (
        <p role="alert" className={ERROR}>
          {failure}
        </p>
      ) : null}
      {meetings.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-muted">{t('list.empty')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {meetings.map((meeting) => (
            <MeetingCard
              key={meeting.id}
              meeting={meeting}
              attendeeId={attendeeId}
              isBusy={busyId === meeting.id}
              onDetails={() => setDetailsOf(meeting)}
              onAccept={() => void accept(meeting)}
              onCancel={() => setCancelOf(meeting)}
            />
          ))}
        </ul>
      )}
      <MeetingDetailsDialog meeting={detailsOf} onClose={() => setDetailsOf(null)} />
      <CancelMeetingDialog
        meeting={cancelOf}
        isBusy={cancelOf !== null && busyId === cancelOf.id}
        onConfirm={() => void onConfirmCancel()}
        onClose={() => setCancelOf(null)}
      />
      <NewMeetingDialog isOpen={isNewOpen} onClose={() => setIsNewOpen(false)} onSent={() => void reload()} />
    </section>
  );
}
