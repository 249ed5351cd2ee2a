'use client';

import { useTranslations } from 'next-intl';

import type { AnsweredQuestion, RespondentAnswer } from '@/lib/assessment/admin-respondents';

function Mark({ isOn, label }: { isOn: boolean; label: string }) {
  return isOn ? (
    <>
      <span aria-hidden="true">✓</span>
      <span className="sr-only">{label}</span>
    </>
  ) : null;
}

function AnswerRow({ child }: { child: AnsweredQuestion }) {
  const t = useTranslations('admin.assessment.respondents');
  const evidence = child.proof === null ? t('notAnswered') : child.proof ? t('hasEvidence') : t('noEvidence');

  return (
    <tr data-testid="answer-row" data-cid={child.cid}>
      <td className="px-3 py-2 font-mono">{child.cid}</td>
      <td className="px-3 py-2">{child.question}</td>
      <td className="px-3 py-2 text-center">
        <Mark isOn={child.answer === 1} label={t('yes')} />
      </td>
      <td className="px-3 py-2 text-center">
        <Mark isOn={child.answer === 0} label={t('no')} />
      </td>
      <td className="px-3 py-2">{evidence}</td>
    </tr>
  );
}

/** The summary (totalPercentage, totalCount, totalYes, totalNo) and, per section, a yes / no / evidence table. */
export function AnswerSections({ answer }: { answer: RespondentAnswer }) {
  const t = useTranslations('admin.assessment.respondents');
  if (answer.answer.length === 0) return <p>{t('noAnswer')}</p>;
  const summary = [
    { label: t('totalPercentage'), value: `${answer.totalPercentage}%`, testId: 'total-percentage' },
    { label: t('totalCount'), value: answer.totalCount, testId: 'total-count' },
    { label: t('totalYes'), value: answer.totalYes, testId: 'total-yes' },
    { label: t('totalNo'), value: answer.totalNo, testId: 'total-no' },
  ];

  return (
    <div className="space-y-6">
      <section aria-label={t('summary')}>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {summary.map((item) => (
            <div key={item.testId} className="rounded border border-gray-200 p-3">
              <dt className="text-sm text-gray-700">{item.label}</dt>
              <dd className="text-2xl font-bold text-ink" data-testid={item.testId}>
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {answer.answer.map((group) => {
        const answered = group.questions
          .flatMap((requirement) => requirement.children)
          .filter((child) => child.answer !== null);

        return (
          <section key={group.id} aria-labelledby={`answers-${group.mainIndex}`} className="space-y-2">
            <h3 id={`answers-${group.mainIndex}`} className="text-lg font-semibold text-ink">
              {group.mainIndex}. {group.mainTitle}
            </h3>
            {answered.length === 0 ? (
              <p className="text-gray-700">{t('sectionEmpty')}</p>
            ) : (
              <>
                <p className="text-sm text-gray-700">{t('sectionPercentage', { percentage: group.percentage })}</p>
                <table className="min-w-full divide-y divide-gray-200 border border-gray-200 text-sm">
                  <caption className="sr-only">{group.mainTitle}</caption>
                  <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-700 uppercase">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        {t('cidColumn')}
                      </th>
                      <th scope="col" className="px-3 py-2">
                        {t('questionColumn')}
                      </th>
                      <th scope="col" className="px-3 py-2 text-center">
                        {t('yes')}
                      </th>
                      <th scope="col" className="px-3 py-2 text-center">
                        {t('no')}
                      </th>
                      <th scope="col" className="px-3 py-2">
                        {t('evidence')}
                      </th>
                    </tr>
                  </thead>
                  {group.questions.map((requirement) => (
                    <tbody key={requirement.cid} className="divide-y divide-gray-100">
                      <tr className="bg-gray-50">
                        <th scope="rowgroup" colSpan={5} className="px-3 py-2 text-left font-semibold">
                          {requirement.cid} {requirement.question}
                        </th>
                      </tr>
                      {requirement.children.map((child) => (
                        <AnswerRow key={child.id} child={child} />
                      ))}
                    </tbody>
                  ))}
                </table>
              </>
            )}
          </section>
        );
      })}
    </div>
  );
}
