'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { ModeSwitch } from '@/components/admin/organisation/mode-switch';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { deleteAssessmentQuestion } from '@/lib/assessment/admin-actions';
import type { AdminQuestion, AdminQuestionGroup } from '@/lib/assessment/admin-questions';

import { CodexView } from './codex-view';
import { QuestionForm } from './question-form';
import { QuestionTable } from './question-table';

type Mode = 'view' | 'list' | 'form';

/** Seeds 2 and 4: A view, B edit/delete list, C form; Back returns to A and clears the form. */
export function QuestionsScreen({ groups }: { groups: AdminQuestionGroup[] }) {
  const t = useTranslations('admin.assessment.questions');
  const [mode, setMode] = useState<Mode>('view');
  const [editing, setEditing] = useState<AdminQuestion | null>(null);
  const removal = useConfirmedDelete<AdminQuestion>({
    remove: ({ id }) => deleteAssessmentQuestion({ id }),
    onDeleted: ({ id }) => setEditing((current) => (current?.id === id ? null : current)),
  });
  const open = (next: Mode, question: AdminQuestion | null = null) => {
    setEditing(question);
    setMode(next);
  };

  return (
    <div className="space-y-6">
      <ModeSwitch
        label={t('modes')}
        current={mode}
        onChange={(next) => open(next)}
        modes={[
          { mode: 'view', label: t('modeView') },
          { mode: 'list', label: t('modeList') },
          { mode: 'form', label: t('modeForm') },
        ]}
      />
      {mode === 'view' ? <CodexView groups={groups} /> : null}
      {mode === 'list' ? (
        <QuestionTable groups={groups} onEdit={(question) => open('form', question)} onDelete={removal.ask} />
      ) : null}
      {mode === 'form' ? (
        <QuestionForm
          key={editing?.id ?? 'new'}
          question={editing}
          onSaved={() => open('list')}
          onBack={() => open('view')}
        />
      ) : null}
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={t('deleteConfirm', { cid: removal.pending?.cid ?? '' })}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </div>
  );
}
