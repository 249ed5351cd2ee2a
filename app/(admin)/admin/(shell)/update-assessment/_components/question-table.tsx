'use client';

import { useTranslations } from 'next-intl';

import { RowActions } from '@/components/admin/row-actions';
import type { AdminQuestion, AdminQuestionGroup } from '@/lib/assessment/admin-questions';

type QuestionTableProps = {
  groups: AdminQuestionGroup[];
  onEdit: (question: AdminQuestion) => void;
  onDelete: (question: AdminQuestion) => void;
};

function QuestionRow({
  question,
  isChild,
  onEdit,
  onDelete,
}: { question: AdminQuestion; isChild: boolean } & Omit<QuestionTableProps, 'groups'>) {
  const t = useTranslations('admin.assessment.questions');

  return (
    <tr data-testid="question-row" data-cid={question.cid}>
      <td className={`px-3 py-2 font-mono ${isChild ? 'pl-8' : 'font-semibold'}`}>{question.cid}</td>
      <td className="px-3 py-2 font-mono">{question.pid ?? '—'}</td>
      <td className={`px-3 py-2 ${isChild ? '' : 'font-semibold'}`}>
        {question.question}
        {question.questionEn ? (
          <span className="mt-1 block text-xs text-gray-600" lang="en">
            {question.questionEn}
          </span>
        ) : null}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{t('answerCount', { count: question.answerCount })}</td>
      <td className="px-3 py-2">
        <RowActions title={question.cid} onEdit={() => onEdit(question)} onDelete={() => onDelete(question)} />
      </td>
    </tr>
  );
}

/** Mode B: every question of a section with its edit and delete buttons; sub-questions follow their requirement. */
export function QuestionTable({ groups, onEdit, onDelete }: QuestionTableProps) {
  const t = useTranslations('admin.assessment.questions');
  const common = useTranslations('admin.common');

  return (
    <div className="space-y-8">
      {groups.map((group) => (
        <div key={group.id} className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
          <table className="min-w-full divide-y divide-gray-200 text-sm">
            <caption className="px-3 py-3 text-left text-base font-semibold text-ink">
              {t('section', { index: group.mainIndex, title: group.mainTitle })}
            </caption>
            <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-700 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('columns.cid')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('columns.pid')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('columns.question')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('columns.answers')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {common('actions')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {group.questions.length === 0 ? (
                <tr>
                  <td colSpan={5} className="px-3 py-6 text-center text-gray-700">
                    {t('sectionEmpty')}
                  </td>
                </tr>
              ) : (
                group.questions.flatMap((requirement) => [
                  <QuestionRow
                    key={requirement.id}
                    question={requirement}
                    isChild={false}
                    onEdit={onEdit}
                    onDelete={onDelete}
                  />,
                  ...requirement.children.map((child) => (
                    <QuestionRow key={child.id} question={child} isChild onEdit={onEdit} onDelete={onDelete} />
                  )),
                ])
              )}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
