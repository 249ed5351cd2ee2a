'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

import { submissionPayload } from '@/lib/assessment/anonymous-progress';
import { type AnonymousResult, anonymousSubmissionSchema } from '@/lib/assessment/anonymous-schema';
import type { CodexGroup } from '@/lib/assessment/codex';

import { InfoForm } from './info-form';
import { useStoredProgress } from './progress-store';
import { QuestionPage } from './question-page';
import { ResultView } from './result-view';
import { submitAssessment } from './submit-assessment';

/**
 * The anonymous self-assessment (seeds 2.3, 4): page 0 the organisation, pages 1..N one codex section each, then
 * the result. Everything typed is kept in the tab until the result is in.
 */
export function SelfAssessmentFlow({ groups }: { groups: CodexGroup[] }) {
  const t = useTranslations('assessment.self');
  const locale = useLocale();
  const { progress, update, clear } = useStoredProgress(groups.length);
  const [finished, setFinished] = useState<{ result: AnonymousResult; name: string } | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { page } = progress;
  const group = page > 0 ? groups[page - 1] : undefined;
  const stepCount = groups.length + 1;

  // The heading stays the same element across pages: focusing it tells screen readers where they are.
  const goTo = (next: number) => {
    setSubmitError('');
    update((current) => ({ ...current, page: next }));
    headingRef.current?.focus();
  };

  const finish = async () => {
    const submission = anonymousSubmissionSchema.safeParse(submissionPayload(progress, groups));
    // Only a tab whose stored details were tampered with gets here with invalid details: ask for them again.
    if (!submission.success) return goTo(0);
    setSubmitting(true);
    setSubmitError('');
    const outcome = await submitAssessment(submission.data, locale);
    setSubmitting(false);
    if (!outcome.ok) {
      setSubmitError(outcome.detail ? `${t('submitFailed')} ${outcome.detail}` : t('submitFailed'));
      return;
    }
    setFinished({ result: outcome.result, name: submission.data.name });
    clear();
    headingRef.current?.focus();
  };

  const title = finished
    ? t('result.title')
    : group
      ? `${t('section', { index: group.mainIndex })}. ${group.mainTitle}`
      : t('info.title');

  return (
    <div className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      {finished ? null : (
        <div className="mb-4">
          <p className="text-sm font-medium text-muted">{t('progress', { current: page + 1, total: stepCount })}</p>
          <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-brand-light">
            <div
              className="h-full rounded-full bg-brand transition-[width]"
              style={{ width: `${((page + 1) / stepCount) * 100}%` }}
            />
          </div>
        </div>
      )}
      <h2
        id="self-assessment-step-title"
        ref={headingRef}
        tabIndex={-1}
        className="mb-5 text-2xl font-bold text-ink focus:outline-none"
      >
        {title}
      </h2>
      {finished ? (
        <ResultView result={finished.result} name={finished.name} onRestart={() => setFinished(null)} />
      ) : group ? (
        <QuestionPage
          key={group.id}
          group={group}
          answers={progress.answers}
          onAnswer={(id, value) => update((current) => ({ ...current, answers: { ...current.answers, [id]: value } }))}
          onPrevious={page >= 2 ? () => goTo(page - 1) : undefined}
          onNext={page === groups.length ? finish : () => goTo(page + 1)}
          isLast={page === groups.length}
          isSubmitting={isSubmitting}
          submitError={submitError}
        />
      ) : (
        <InfoForm
          info={progress.info}
          onChange={(info) => update((current) => ({ ...current, info }))}
          onStart={() => goTo(1)}
        />
      )}
    </div>
  );
}
