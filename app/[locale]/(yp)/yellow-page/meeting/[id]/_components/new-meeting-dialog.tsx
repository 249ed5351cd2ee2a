'use client';

import { useTranslations } from 'next-intl';

import { ModalDialog } from '@/components/ui/modal-dialog';

import { SECONDARY_BUTTON } from '../../_components/styles';
import { NewMeetingForm } from './new-meeting-form';

type NewMeetingDialogProps = { isOpen: boolean; onClose: () => void; onSent: () => void };

/** Seeds 2.4 new-meeting modal; the form starts afresh (and reads the free times again) each time it opens. */
export function NewMeetingDialog({ isOpen, onClose, onSent }: NewMeetingDialogProps) {
  const t = useTranslations('meetings.newMeeting');

  return (
    <ModalDialog
      isOpen={isOpen}
      title={t('title')}
      onClose={onClose}
      className="max-w-3xl"
      titleAside={
        <button type="button" onClick={onClose} className={SECONDARY_BUTTON}>
          {t('close')}
        </button>
      }
    >
      {isOpen ? <NewMeetingForm onSent={onSent} onClose={onClose} /> : null}
    </ModalDialog>
  );
}
