'use client';

import { useLocale, useTranslations } from 'next-intl';

import { formatCalendarDay } from '@/lib/i18n/date-text';
import { pickLocalized } from '@/lib/i18n/localize';
import { localeOrDefault } from '@/lib/i18n/routing';
import type { MeetingView } from '@/lib/meetings/meeting-view';

import { BUTTON, DANGER_BUTTON, SECONDARY_BUTTON } from '../../_components/styles';
import { StatusBadge } from './status-badge';

type MeetingCardProps = {
  meeting: MeetingView;
  attendeeId: number;
  isBusy: boolean;
  onDetails: () => void;
  onAccept: () => void;
  onCancel: () => void;
};

/**
 * One meeting: when, where, with whom, its status. Seeds 4: only the receiver accepts a pending meeting; either
 * party cancels one that is pending or accepted; every meeting offers its details.
 */
export function MeetingCard({ meeting, attendeeId, isBusy, onDetails, onAccept, onCancel }: MeetingCardProps) {
  const t = useTranslations('meetings.list');
  const locale = useLocale();
  const language = localeOrDefault(locale);
  const isReceived = meeting.receiver_id === attendeeId;
  const otherParty = isReceived
    ? pickLocalized(meeting.sender_name, meeting.sender_name_en, language)
    : pickLocalized(meeting.receiver_name, meeting.receiver_name_en, language);
  const titleId = `meeting-${meeting.id}-title`;

  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={titleId} className="font-semibold text-ink">
            {meeting.meeting_number}
          </h3>
          <p className="text-sm text-muted">{isReceived ? t('received') : t('sent')}</p>
        </div>
        <StatusBadge status={meeting.meeting_status} />
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t('date')}</dt>
        <dd className="text-ink">{formatCalendarDay(language, meeting.meeting_date)}</dd>
        <dt className="text-muted">{t('time')}</dt>
        <dd className="text-ink">{meeting.meeting_time}</dd>
        <dt className="text-muted">{t('room')}</dt>
        <dd className="text-ink">{pickLocalized(meeting.room_number, meeting.room_number_en, language)}</dd>
        <dt className="text-muted">{t('with')}</dt>
        <dd className="text-ink">{otherParty}</dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" onClick={onDetails} aria-describedby={titleId} className={SECONDARY_BUTTON}>
          {t('details')}
        </button>
        {isReceived && meeting.meeting_status === 'pending' ? (
          <button type="button" onClick={onAccept} disabled={isBusy} aria-describedby={titleId} className={BUTTON}>
            {isBusy ? t('accepting') : t('accept')}
          </button>
        ) : null}
        {meeting.meeting_status !== 'cancelled' ? (
          <button
            type="button"
            onClick={onCancel}
            disabled={isBusy}
            aria-describedby={titleId}
            className={DANGER_BUTTON}
          >
            {t('cancel')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
