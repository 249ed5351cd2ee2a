'use client';

import { useLocale, useTranslations } from 'next-intl';

import { ModalDialog } from '@/components/ui/modal-dialog';
import { formatCalendarDay, formatDateText } from '@/lib/i18n/date-text';
import { pickLocalized } from '@/lib/i18n/localize';
import { localeOrDefault } from '@/lib/i18n/routing';
import type { MeetingView } from '@/lib/meetings/meeting-view';

import { SECONDARY_BUTTON } from '../../_components/styles';
import { StatusBadge } from './status-badge';

const TERM = 'text-muted';
const VALUE = 'text-ink';

/** Seeds 2.4: every meeting's detail modal (who, when, where, the purpose). */
export function MeetingDetailsDialog({ meeting, onClose }: { meeting: MeetingView | null; onClose: () => void }) {
  const t = useTranslations('meetings');
  const locale = useLocale();
  const language = localeOrDefault(locale);

  return (
    <ModalDialog
      isOpen={meeting !== null}
      title={meeting ? t('details.title', { number: meeting.meeting_number }) : ''}
      onClose={onClose}
      className="max-w-lg"
      titleAside={
        <button type="button" onClick={onClose} className={SECONDARY_BUTTON}>
          {t('details.close')}
        </button>
      }
    >
      {meeting ? (
        <div className="space-y-4">
          {meeting.room_pic ? (
            // eslint-disable-next-line @next/next/no-img-element -- a stored file served as it is (no image optimiser here)
            <img
              src={meeting.room_pic}
              alt=""
              width={480}
              height={240}
              className="h-40 w-full rounded-md object-cover"
            />
          ) : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className={TERM}>{t('list.status')}</dt>
            <dd>
              <StatusBadge status={meeting.meeting_status} />
            </dd>
            <dt className={TERM}>{t('list.date')}</dt>
            <dd className={VALUE}>{formatCalendarDay(language, meeting.meeting_date)}</dd>
            <dt className={TERM}>{t('list.time')}</dt>
            <dd className={VALUE}>{meeting.meeting_time}</dd>
            <dt className={TERM}>{t('list.room')}</dt>
            <dd className={VALUE}>
              {pickLocalized(meeting.room_number, meeting.room_number_en, language)} ·{' '}
              {t('details.capacity', { capacity: meeting.capacity })}
            </dd>
            <dt className={TERM}>{t('details.sender')}</dt>
            <dd className={VALUE}>
              {pickLocalized(meeting.sender_name, meeting.sender_name_en, language)} ({meeting.sender_email})
            </dd>
            <dt className={TERM}>{t('details.receiver')}</dt>
            <dd className={VALUE}>
              {pickLocalized(meeting.receiver_name, meeting.receiver_name_en, language)} ({meeting.receiver_email})
            </dd>
            <dt className={TERM}>{t('details.purpose')}</dt>
            <dd className={`${VALUE} whitespace-pre-line`}>{meeting.meeting_description || t('details.noPurpose')}</dd>
            <dt className={TERM}>{t('details.createdAt')}</dt>
            <dd className={VALUE}>{formatDateText(language, meeting.created_at, 'longDateTime')}</dd>
          </dl>
        </div>
      ) : null}
    </ModalDialog>
  );
}
