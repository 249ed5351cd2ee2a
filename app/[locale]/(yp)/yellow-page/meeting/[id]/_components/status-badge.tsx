'use client';

import { useTranslations } from 'next-intl';

import type { MeetingStatus } from '@/lib/meetings/constants';

/** Seeds 4: accepted green, pending yellow, cancelled red. */
const STATUS_CLASSES: Record<MeetingStatus, string> = {
  accepted: 'bg-green-100 text-green-800 ring-green-600/30',
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40',
  cancelled: 'bg-red-100 text-red-800 ring-red-600/30',
};

export function StatusBadge({ status }: { status: MeetingStatus }) {
  const t = useTranslations('meetings.statuses');

  return (
    <span
      data-status={status}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${STATUS_CLASSES[status]}`}
    >
      {t(status)}
    </span>
  );
}
