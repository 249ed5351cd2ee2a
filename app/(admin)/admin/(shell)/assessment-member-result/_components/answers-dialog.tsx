'use client';

import { useTranslations } from 'next-intl';
import { Fragment, useState } from 'react';

import { datedFileName } from '@/components/assessment/export-element';
import { notifyError } from '@/components/admin/notify';
import type { MemberResultRow } from '@/lib/assessment/admin-member-results';
import { type AnswersDocument, buildAnswersDocument } from '@/lib/assessment/answers-document';
import type { CodexGroup } from '@/lib/assessment/codex';
import type { ResultPayload } from '@/lib/assessment/member-progress';
import type { AnswerView } from '@/lib/assessment/member-queries';
import { buildMemberReport } from '@/lib/assessment/member-report';

import { LoadedDialog, useDialogData } from '@/components/admin/loaded-dialog';

import { ADMIN_LOCALE } from '@/lib/admin/date-text';

/** What `GET /api/get/member-answers` answers staff: the stored answers and the result they were scored into. */
type MemberAnswers = { answers: AnswerView[]; result: ResultPayload | null };

/** Requirement text by its index (`1.2`): the heading over its sub-questions' answers. */
type CodexHeadings = ReadonlyMap<string, string>;

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
              <h3
                className="border-b border-gray-200 pt-4 text-lg font-semibold text-ink"
                data-testid="answers-heading"
              >
                {sectionCid} {headings.get(sectionCid) ?? ''}
              </h3>
            ) : null}
            {SUB_QUESTION_ID.test(answer.cid) ? (
              <section
                aria-labelledby={`member-answer-${answer.question_id}`}
                className="rounded border border-gray-200 px-3 py-2"
                data-testid="answer-item"
              >
                <h4 id={`member-answer-${answer.question_id}`} className="font-semibold text-ink">
                  {answer.cid} {answer.question}
                </h4>
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

/**
 * The same document the member exports from the result page (organisation, date, overall and section scores, every
 * question of the codex), built from what the back-office read returns for this respondent.
 */
function answersDocumentOf(
  respondent: MemberResultRow,
  groups: readonly CodexGroup[],
  answers: readonly AnswerView[],
  result: ResultPayload,
): AnswersDocument {
  const answersById = new Map(answers.map((answer) => [answer.question_id, answer]));
  const sectionPercentages = [
    result.first_section_per,
    result.second_section_per,
    result.third_section_per,
    result.fourth_section_per,
    result.fifth_section_per,
  ];

  return buildAnswersDocument({
    organisation: respondent.name,
    // The result's day as the member's page prints it, so both PDFs of one result carry the same date.
    date: result.created_at.slice(0, 10),
    mainPercentage: result.main_percentage,
    totalTrue: result.total_true,
    totalFalse: result.total_false,
    groups,
    sections: buildMemberReport(groups, answersById, sectionPercentages),
    answers: answersById,
  });
}

/** The answers overlay, read from `GET /api/get/member-answers` (staff: by answer id), exportable as a text PDF. */
export function AnswersDialog({
  respondent,
  groups,
  onClose,
}: {
  respondent: MemberResultRow;
  groups: CodexGroup[];
  onClose: () => void;
}) {
  const t = useTranslations('admin.assessment.memberResults');
  const loaded = useDialogData(
    `/api/get/member-answers?answerId=${respondent.answer_id}`,
    (body) => (body as { answer: MemberAnswers }).answer,
  );
  const [isExporting, setIsExporting] = useState(false);
  const headings: CodexHeadings = new Map(
    groups.flatMap((group) => group.questions.map((requirement) => [requirement.cid, requirement.question] as const)),
  );

  const exportPdf = async (answers: AnswerView[], result: ResultPayload) => {
    setIsExporting(true);
    try {
      // Loaded on the click: the PDF library and its font are large and only needed when someone downloads.
      const { downloadAnswersPdf } = await import('@/components/assessment/answers-pdf');
      await downloadAnswersPdf(
        answersDocumentOf(respondent, groups, answers, result),
        ADMIN_LOCALE,
        datedFileName(`assessment-answers-${respondent.answer_id}`, 'pdf'),
      );
    } catch {
      notifyError(t('exportFailed'));
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <LoadedDialog title={t('answersTitle', { name: respondent.name })} loaded={loaded} onClose={onClose}>
      {({ answers, result }) =>
        answers.length === 0 ? (
          <p>{t('noAnswer')}</p>
        ) : (
          <>
            {result ? (
              <button
                type="button"
                onClick={() => exportPdf(answers, result)}
                disabled={isExporting}
                className="rounded bg-brand-dark px-4 py-2 text-white disabled:opacity-60"
              >
                {t('downloadPdf')}
              </button>
            ) : null}
            <Answers answers={answers} headings={headings} />
          </>
        )
      }
    </LoadedDialog>
  );
}
