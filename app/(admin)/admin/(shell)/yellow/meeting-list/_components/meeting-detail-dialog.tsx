'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { ModalDialog } from '@/components/ui/modal-dialog';
import type { MeetingView } from '@/lib/meetings/meeting-view';

import { ADMIN_LOCALE, adminDateText } from '@/lib/admin/date-text';
import { formatCalendarDay } from '@/lib/i18n/date-text';
import { StatusBadge } from './status-badge';

type MeetingDetailDialogProps = { meeting: MeetingView; isEnglish: boolean; onClose: () => void };

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold text-gray-700">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Seeds 2.5 meeting detail: when and where, both people with their e-mails, the purpose and the status. */
export function MeetingDetailDialog({ meeting, isEnglish, onClose }: MeetingDetailDialogProps) {
  const t = useTranslations('admin.yellowMeetings');
  const common = useTranslations('admin.common');
  const person = (name: string, nameEn: string, email: string) => `${(isEnglish ? nameEn : name) || name} (${email})`;

  return (
    <ModalDialog
      isOpen
      title={t('meetingList.detailTitle', { number: meeting.meeting_number })}
      onClose={onClose}
      className="max-w-2xl"
      titleAside={
        <button type="button" onClick={onClose} className="rounded border border-gray-300 px-4 py-2">
          {common('close')}
        </button>
      }
    >
      <dl className="space-y-3 text-sm">
        <Detail term={t('meetingList.columns.status')}>
          <StatusBadge status={meeting.meeting_status} isEnglish={isEnglish} />
        </Detail>
        <Detail term={t('meetingList.columns.date')}>{formatCalendarDay(ADMIN_LOCALE, meeting.meeting_date)}</Detail>
        <Detail term={t('meetingList.columns.time')}>{meeting.meeting_time}</Detail>
        <Detail term={t('meetingList.columns.room')}>
          {meeting.room_number} · {t('meetingList.capacity', { capacity: meeting.capacity })}
        </Detail>
        <Detail term={t('meetingList.columns.sender')}>
          {person(meeting.sender_name, meeting.sender_name_en, meeting.sender_email)}
        </Detail>
        <Detail term={t('meetingList.columns.receiver')}>
          {person(meeting.receiver_name, meeting.receiver_name_en, meeting.receiver_email)}
        </Detail>
        <Detail term={t('meetingList.purpose')}>
          {meeting.meeting_description ? (
            <span className="whitespace-pre-line">{meeting.meeting_description}</span>
          ) : (
            <span className="text-gray-600">{t('meetingList.noPurpose')}</span>
          )}
        </Detail>
        <Detail term={t('meetingList.createdAt')}>{adminDateText(meeting.created_at, 'dateTime')}</Detail>
      </dl>
    </ModalDialog>
  );
}
