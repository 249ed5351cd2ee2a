import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { buildAnswersDocument } from '@/lib/assessment/answers-document';
import type { CodexGroup } from '@/lib/assessment/codex';
import type { AnswerView } from '@/lib/assessment/member-queries';
import type { SectionReport } from '@/lib/assessment/member-report';

import { AnswersPdfButton } from './answers-pdf-button';
import { AnswersView } from './answers-view';
import { PosterButton } from './poster-button';
import { PrintButton } from './print-button';
import { RESULT_POSTER_ID, ResultPoster } from './result-poster';

type ResultViewProps = {
  memberName: string;
  mainPercentage: number;
  totalTrue: number;
  totalFalse: number;
  createdAt: Date;
  groups: readonly CodexGroup[];
  sections: SectionReport[];
  answers: ReadonlyMap<number, AnswerView>;
  /** Shown between the poster and the answers (the attachment step while it waits). */
  children?: ReactNode;
};

/**
 * The member's result (seeds 4, 9): the poster with the overall and five section percentages (downloadable as a
 * PNG), then the answers with each requirement's status (exportable as an A4 PDF); printable.
 */
export async function ResultView({
  memberName,
  mainPercentage,
  totalTrue,
  totalFalse,
  createdAt,
  groups,
  sections,
  answers,
  children,
}: ResultViewProps) {
  const t = await getTranslations('member-assessment.result');
  const date = createdAt.toISOString().slice(0, 10);
  const document = buildAnswersDocument({
    organisation: memberName,
    date,
    mainPercentage,
    totalTrue,
    totalFalse,
    groups,
    sections,
    answers,
  });

  return (
    <section aria-labelledby="member-result-title" className="space-y-6" id="member-result">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h2 id="member-result-title" className="text-2xl font-bold text-ink">
          {t('title')}
        </h2>
        <div className="flex flex-wrap items-start gap-3">
          <PosterButton targetId={RESULT_POSTER_ID} />
          <AnswersPdfButton answers={document} />
          <PrintButton label={t('print')} />
        </div>
      </div>
      <ResultPoster
        memberName={memberName}
        mainPercentage={mainPercentage}
        totalTrue={totalTrue}
        totalFalse={totalFalse}
        date={date}
        sections={sections}
      />
      {children}
      <AnswersView answers={document} />
    </section>
  );
}
