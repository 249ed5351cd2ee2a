'use client';

import { useTranslations } from 'next-intl';

import { ModalDialog } from '@/components/ui/modal-dialog';
import type { MeetingView } from '@/lib/meetings/meeting-view';

import { DANGER_BUTTON, SECONDARY_BUTTON } from '../../_components/styles';

type CancelMeetingDialogProps = {
  meeting: MeetingView | null;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Seeds 4: a meeting is cancelled only after this confirmation; Escape or No keeps it. */
export function CancelMeetingDialog({ meeting, isBusy, onConfirm, onClose }: CancelMeetingDialogProps) {
  const t = useTranslations('meetings.cancel');

  return (
    <ModalDialog isOpen={meeting !== null} title={t('title')} onClose={onClose}>
      <p className="text-ink">{meeting ? t('question', { number: meeting.meeting_number }) : null}</p>
      <div className="flex justify-end gap-2">
        {/* The safe answer first: the dialog opens with it focused. */}
        <button type="button" onClick={onClose} disabled={isBusy} className={SECONDARY_BUTTON}>
          {t('keep')}
        </button>
        <button type="button" onClick={onConfirm} disabled={isBusy} className={DANGER_BUTTON}>
          {isBusy ? t('cancelling') : t('confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
