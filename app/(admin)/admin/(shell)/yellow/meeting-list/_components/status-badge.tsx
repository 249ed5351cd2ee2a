'use client';

import { useTranslations } from 'next-intl';

import type { MeetingStatus } from '@/lib/meetings/constants';

/** Seeds 4: accepted green, pending yellow, cancelled red (dark text on light colours, for contrast). */
const COLOURS: Record<MeetingStatus, string> = {
  accepted: 'bg-green-100 text-green-900 ring-green-600',
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-500',
  cancelled: 'bg-red-100 text-red-900 ring-red-600',
};

/** A meeting's status as the seeds label it, in Mongolian or, with the English toggle, in English. */
export function StatusBadge({ status, isEnglish }: { status: MeetingStatus; isEnglish: boolean }) {
  const t = useTranslations('admin.yellowMeetings');

  return (
    <span
      lang={isEnglish ? 'en' : undefined}
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${COLOURS[status]}`}
    >
      {isEnglish ? t(`statusEn.${status}`) : t(`status.${status}`)}
    </span>
  );
}
