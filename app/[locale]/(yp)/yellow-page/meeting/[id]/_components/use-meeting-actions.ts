'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';

import type { MeetingView } from '@/lib/meetings/meeting-view';

import { callAttendeeApi } from '../../_components/attendee-api';
import { useTimedMessage } from '@/components/forms/use-timed-message';
import { MEETING_MESSAGE_MS } from '@/lib/meetings/constants';

type Change = { path: string; method: 'GET' | 'DELETE'; failure: 'acceptFailed' | 'cancelFailed' };

const ACCEPT: Change = { path: '/api/yellow-page/accept/meeting', method: 'GET', failure: 'acceptFailed' };
const CANCEL: Change = { path: '/api/yellow-page/cancel/meeting', method: 'DELETE', failure: 'cancelFailed' };

/**
 * The attendee's meetings as the page shows them, and the calls that change them. After every change, and after
 * a refused one, the list is read again: it then shows what the database holds, the other party's changes too.
 */
export function useMeetingActions(initialMeetings: MeetingView[]) {
  const t = useTranslations('meetings.errors');
  const locale = useLocale();
  const [meetings, setMeetings] = useState(initialMeetings);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [failure, showFailure] = useTimedMessage(MEETING_MESSAGE_MS);

  const reload = useCallback(async () => {
    const answer = await callAttendeeApi<{ meetings: MeetingView[] }>('/api/yellow-page/get/meetings-by-user', {
      locale,
    });
    if (answer.status === 200 && Array.isArray(answer.body.meetings)) setMeetings(answer.body.meetings);
    else showFailure(t('listFailed'));
  }, [locale, showFailure, t]);

  const change = async (meeting: MeetingView, { path, method, failure: failureKey }: Change) => {
    setBusyId(meeting.id);
    const query = new URLSearchParams({ id: String(meeting.id), meetingNumber: meeting.meeting_number });
    const answer = await callAttendeeApi(`${path}?${query}`, { locale, method });
    if (answer.status !== 200) showFailure(t(failureKey));
    await reload();
    setBusyId(null);

    return answer.status === 200;
  };

  return {
    meetings,
    busyId,
    failure,
    reload,
    accept: (meeting: MeetingView) => change(meeting, ACCEPT),
    cancel: (meeting: MeetingView) => change(meeting, CANCEL),
  };
}
