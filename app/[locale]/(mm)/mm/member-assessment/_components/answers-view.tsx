import { getTranslations } from 'next-intl/server';

import type { CodexGroup } from '@/lib/assessment/codex';
import type { AnswerView } from '@/lib/assessment/member-queries';
import type { SectionReport } from '@/lib/assessment/member-report';
import type { RequirementStatus } from '@/lib/assessment/scoring';

export const ANSWERS_VIEW_ID = 'member-answers';

const STATUS_STYLE: Record<RequirementStatus, string> = {
  met: 'bg-green-100 text-green-900',
  noEvidence: 'bg-amber-100 text-amber-900',
  notMet: 'bg-red-100 text-red-900',
};

type AnswersViewProps = {
  groups: readonly CodexGroup[];
  sections: readonly SectionReport[];
  answers: ReadonlyMap<number, AnswerView>;
};

/**
 * The member's answers (seeds 4): each section with its percentage, each requirement with its status, and each
 * sub-question with the answer, proof and comment. This element is what the PDF export draws.
 */
export async function AnswersView({ groups, sections, answers }: AnswersViewProps) {
  const t = await getTranslations('member-assessment.result');
  const yesNo = (value: boolean) => (value ? t('yesShort') : t('noShort'));

  return (
    <div id={ANSWERS_VIEW_ID} className="space-y-4 bg-white">
      <h3 className="text-lg font-semibold text-ink">{t('answers')}</h3>
      <p className="text-sm text-muted">{t('legend')}</p>
      {groups.map((group) => {
        const section = sections.find((candidate) => candidate.mainIndex === group.mainIndex);

        return (
          <table key={group.id} className="w-full border-collapse text-sm">
            <caption className="bg-gray-100 px-2 py-1 text-left font-semibold text-ink">
              {group.mainIndex}. {group.mainTitle} — {section?.percentage ?? 0}%
            </caption>
            <thead>
              <tr>
                <th scope="col" className="border-b px-2 py-1 text-left">
                  {t('question')}
                </th>
                <th scope="col" className="w-20 border-b px-2 py-1 text-left">
                  {t('answer')}
                </th>
                <th scope="col" className="w-28 border-b px-2 py-1 text-left">
                  {t('proof')}
                </th>
                <th scope="col" className="w-1/4 border-b px-2 py-1 text-left">
                  {t('comment')}
                </th>
              </tr>
            </thead>
            {group.questions.map((requirement) => {
              const status = section?.requirements.find((candidate) => candidate.cid === requirement.cid)?.status;

              return (
                <tbody key={requirement.cid}>
                  <tr className="bg-gray-50">
                    <th scope="rowgroup" colSpan={3} className="border-b px-2 py-1 text-left font-semibold text-ink">
                      {requirement.cid}. {requirement.question}
                    </th>
                    <td className="border-b px-2 py-1">
                      {status ? (
                        <span className={`rounded px-2 py-0.5 font-medium ${STATUS_STYLE[status]}`}>
                          {t('status')}: {t(status)}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                  {requirement.children.map((child) => {
                    const answer = answers.get(child.id);

                    return (
                      <tr key={child.id}>
                        <td className="border-b py-1 pr-2 pl-6 text-ink">
                          {child.cid}. {child.question}
                        </td>
                        <td className="border-b px-2 py-1">{answer ? yesNo(answer.answer === 1) : t('none')}</td>
                        <td className="border-b px-2 py-1">{answer ? yesNo(answer.proof) : t('none')}</td>
                        <td className="border-b px-2 py-1 break-words text-ink">{answer?.comment || t('none')}</td>
                      </tr>
                    );
                  })}
                </tbody>
              );
            })}
          </table>
        );
      })}
    </div>
  );
}
