import { getTranslations } from 'next-intl/server';

import type { AnswersDocument } from '@/lib/assessment/answers-document';
import type { RequirementStatus } from '@/lib/assessment/scoring';

const STATUS_STYLE: Record<RequirementStatus, string> = {
  met: 'bg-green-100 text-green-900',
  noEvidence: 'bg-amber-100 text-amber-900',
  notMet: 'bg-red-100 text-red-900',
};

/** Below `sm` a phone has no room for four columns: each row becomes a small card, each value named beside it. */
const CELL = 'border-gray-200 px-2 py-1 align-top sm:border-b';
const PHONE_LABEL = 'font-medium text-muted sm:hidden';
const COLUMNS = [
  { key: 'question', width: '' },
  { key: 'answer', width: 'w-20' },
  { key: 'proof', width: 'w-28' },
  { key: 'comment', width: 'w-1/4' },
] as const;

/**
 * The member's answers (seeds 4): each section with its percentage, each requirement with its status, and each
 * sub-question with the answer, proof and comment; the same document the PDF export prints.
 */
export async function AnswersView({ answers }: { answers: AnswersDocument }) {
  const t = await getTranslations('member-assessment.result');
  const yesNo = (value: boolean | null) => (value === null ? t('none') : value ? t('yesShort') : t('noShort'));

  return (
    <div id="member-answers" className="space-y-4 bg-white">
      <h3 className="text-lg font-semibold text-ink">{t('answers')}</h3>
      <p className="text-sm text-muted">{t('legend')}</p>
      {answers.sections.map((section) => (
        <table key={section.mainIndex} className="w-full border-collapse text-sm max-sm:block">
          <caption className="bg-gray-100 px-2 py-1 text-left font-semibold text-ink max-sm:block">
            {section.mainIndex}. {section.title} — {section.percentage}%
          </caption>
          <thead className="max-sm:sr-only">
            <tr>
              {COLUMNS.map(({ key, width }) => (
                <th key={key} scope="col" className={`${width} border-b px-2 py-1 text-left`}>
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          {section.requirements.map((requirement) => (
            <tbody key={requirement.cid} className="max-sm:block">
              <tr className="bg-gray-50 max-sm:grid max-sm:border-b max-sm:border-gray-200">
                <th scope="rowgroup" colSpan={3} className={`${CELL} text-left font-semibold text-ink`}>
                  {requirement.cid}. {requirement.question}
                </th>
                <td className={CELL}>
                  {requirement.status ? (
                    <span
                      className={`inline-block rounded px-2 py-0.5 font-medium ${STATUS_STYLE[requirement.status]}`}
                    >
                      {t('status')}: {t(requirement.status)}
                    </span>
                  ) : null}
                </td>
              </tr>
              {requirement.answers.map((answer) => (
                <tr
                  key={answer.cid}
                  data-answer={answer.cid}
                  className="max-sm:grid max-sm:grid-cols-2 max-sm:border-b max-sm:border-gray-200 max-sm:py-1"
                >
                  <td className={`${CELL} text-ink max-sm:col-span-2 sm:pl-6`}>
                    {answer.cid}. {answer.question}
                  </td>
                  <td className={CELL}>
                    <span className={PHONE_LABEL}>{t('answer')}: </span>
                    {yesNo(answer.answer)}
                  </td>
                  <td className={CELL}>
                    <span className={PHONE_LABEL}>{t('proof')}: </span>
                    {yesNo(answer.proof)}
                  </td>
                  <td className={`${CELL} text-ink [overflow-wrap:anywhere] max-sm:col-span-2`}>
                    <span className={PHONE_LABEL}>{t('comment')}: </span>
                    {answer.comment || t('none')}
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      ))}
    </div>
  );
}
