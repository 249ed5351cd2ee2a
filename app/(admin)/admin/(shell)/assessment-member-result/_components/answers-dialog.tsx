'use client';

import { useTranslations } from 'next-intl';
import { Fragment, useRef, useState } from 'react';

import { datedFileName, downloadElementAsPdf } from '@/components/assessment/export-element';
import { notifyError } from '@/components/admin/notify';
import type { MemberResultRow } from '@/lib/assessment/admin-member-results';
import type { AnswerView } from '@/lib/assessment/member-queries';

import { LoadedDialog, useDialogData } from '@/components/admin/loaded-dialog';

/** Requirement text by its index (`1.2`): the heading over its sub-questions' answers. */
export type CodexHeadings = Record<string, string>;

/** Seeds 2: a question id of the form digits.digits.digits is a subheading (a sub-question with its answer). */
const SUB_QUESTION_ID = /^\d+\.\d+\.\d+$/;

/** A null pid marks a section heading: the requirement itself, else the requirement the sub-question answers. */
const headingCidOf = (answer: AnswerView): string => answer.pid ?? answer.cid;

function Answers({ answers, headings }: { answers: AnswerView[]; headings: CodexHeadings }) {
  const t = useTranslations('admin.assessment.memberResults');

  return (
    <div className="space-y-2">
      {answers.map((answer, index) => {
        const sectionCid = headingCidOf(answer);
        const previous = answers[index - 1];
        const opensSection = !previous || headingCidOf(previous) !== sectionCid;

        return (
          <Fragment key={answer.question_id}>
            {opensSection ? (
              <h3 className="border-b border-gray-200 pt-4 text-lg font-semibold text-ink" data-testid="answers-heading">
                {sectionCid} {headings[sectionCid] ?? ''}
              </h3>
            ) : null}
            {SUB_QUESTION_ID.test(answer.cid) ? (
              <section aria-labelledby={`member-answer-${answer.question_id}`} className="rounded border border-gray-200 px-3 py-2" data-testid="answer-item">
                <h4 id={`member-answer-${answer.question_id}`} className="font-semibold text-ink">
                  {answer.cid} {answer.question}
                </h4>
                {/* One line of details per answer: the PDF is drawn as one canvas, which browsers cap in height. */}
                <dl className="mt-1 flex flex-wrap gap-x-6 text-sm">
                  <div className="flex gap-1">
                    <dt className="text-gray-700">{t('answer')}:</dt>
                    <dd>{answer.answer === 1 ? t('yes') : t('no')}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="text-gray-700">{t('proof')}:</dt>
                    <dd>{answer.proof ? t('hasProof') : t('noProof')}</dd>
                  </div>
                  {answer.proof_file ? (
                    <div className="flex gap-1">
                      <dt className="text-gray-700">{t('proofFile')}:</dt>
                      <dd>
                        <a href={answer.proof_file} download className="text-brand-dark underline">
                          {t('openFile')} {answer.cid}
                        </a>
                      </dd>
                    </div>
                  ) : null}
                  {answer.comment ? (
                    <div className="flex gap-1">
                      <dt className="text-gray-700">{t('comment')}:</dt>
                      <dd>{answer.comment}</dd>
                    </div>
                  ) : null}
                </dl>
              </section>
            ) : null}
          </Fragment>
        );
      })}
    </div>
  );
}

/** The answers overlay, read from `GET /api/get/member-answers` (staff: by answer id), exportable as a PDF. */
export function AnswersDialog({ respondent, headings, onClose }: { respondent: MemberResultRow; headings: CodexHeadings; onClose: () => void }) {
  const t = useTranslations('admin.assessment.memberResults');
  const loaded = useDialogData(`/api/get/member-answers?answerId=${respondent.answer_id}`, (body) => (body as { answer: { answers: AnswerView[] } }).answer.answers);
  const printable = useRef<HTMLDivElement>(null);
  const [isExporting, setIsExporting] = useState(false);

  const exportPdf = async () => {
    if (!printable.current) return;
    setIsExporting(true);
    try {
      await downloadElementAsPdf(printable.current, datedFileName(`assessment-answers-${respondent.answer_id}`, 'pdf'));
    } catch {
      notifyError(t('exportFailed'));
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <LoadedDialog title={t('answersTitle', { name: respondent.name })} loaded={loaded} onClose={onClose}>
      {(answers) =>
        answers.length === 0 ? (
          <p>{t('noAnswer')}</p>
        ) : (
          <>
            <button type="button" onClick={exportPdf} disabled={isExporting} className="rounded bg-brand-dark px-4 py-2 text-white disabled:opacity-60">
              {t('downloadPdf')}
            </button>
            <div ref={printable} className="bg-white p-2">
              <p className="text-lg font-semibold text-ink">{respondent.name}</p>
              <Answers answers={answers} headings={headings} />
            </div>
          </>
        )
      }
    </LoadedDialog>
  );
}
