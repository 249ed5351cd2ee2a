'use client';

import { useTranslations } from 'next-intl';

import { FileField } from './file-field';

type ProofFileFieldProps = {
  questionId: number;
  /** Seeds 4: a proof file can be chosen only once the row says it has proof. */
  isEnabled: boolean;
  file: File | null;
  /** Why the last file chosen or sent was refused, naming it; shown until the person chooses again. */
  error: string;
  onChoose: (file: File | null) => void;
};

/** The proof file of one answer: the flow's file control, off (saying why) until "has proof" is ticked. */
export function ProofFileField({ questionId, isEnabled, file, error, onChoose }: ProofFileFieldProps) {
  const t = useTranslations('member-assessment.assessment');

  return (
    <FileField
      id={`proof-file-${questionId}`}
      label={t('proofFile')}
      file={file}
      error={error}
      onChoose={onChoose}
      isEnabled={isEnabled}
      lockedText={t('proofFileLocked')}
    />
  );
}
