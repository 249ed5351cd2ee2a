'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import {
  type AnonymousProgress,
  type RowAnswer,
  UNANSWERED_MESSAGE_MS,
  unansweredIds,
} from '@/lib/assessment/anonymous-progress';
import type { CodexGroup } from '@/lib/assessment/codex';

import { QuestionRow } from './question-row';

type QuestionPageProps = {
  group: CodexGroup;
  answers: AnonymousProgress['answers'];
  onAnswer: (questionId: number, value: RowAnswer) => void;
  /** Absent on the first section (seeds 4: Previous from page 2). */
  onPrevious?: () => void;
  onNext: () => void;
  isLast: boolean;
  isSubmitting: boolean;
  /** Why the last submission failed; shown above the buttons, the answers stay. */
  submitError: string;
};

const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-md px-6 py-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark';

/** One section of the codex (seeds 2.3, 4): each requirement as a heading over its sub-questions. */
export function QuestionPage({
  group,
  answers,
  onAnswer,
  onPrevious,
  onNext,
  isLast,
  isSubmitting,
  submitError,
}: QuestionPageProps) {
  const t = useTranslations('assessment');
  // Rows are highlighted from the first refused Next on this page until they are answered.
  const [isChecked, setChecked] = useState(false);
  // Counts refusals, so a second refusal within the 5 seconds restarts the timer; 0 hides the message.
  const [refusals, setRefusals] = useState(0);
  const unanswered = new Set(unansweredIds(group, answers));

  useEffect(() => {
    if (refusals === 0) return;
    const timer = window.setTimeout(() => setRefusals(0), UNANSWERED_MESSAGE_MS);

    return () => window.clearTimeout(timer);
  }, [refusals]);

  const goOn = () => {
    const [first] = unanswered;
    if (first === undefined) {
      onNext();
      return;
    }
    setChecked(true);
    setRefusals((count) => count + 1);
    document.getElementById(`question-${first}`)?.querySelector('input')?.focus();
  };

  return (
    <div className="space-y-8">
      {group.questions.map((requirement) => (
        <section key={requirement.cid} aria-labelledby={`requirement-${requirement.cid}`} className="space-y-3">
          <h3 id={`requirement-${requirement.cid}`} className="text-lg font-bold text-ink">
            <span className="text-brand-dark">{requirement.cid}</span> {requirement.question}
          </h3>
          {requirement.children.map((question) => (
            <QuestionRow
              key={question.id}
              question={question}
              value={answers[question.id]}
              isHighlighted={isChecked && unanswered.has(question.id)}
              onChange={(value) => onAnswer(question.id, value)}
            />
          ))}
        </section>
      ))}
      <div
        role="alert"
        className={
          refusals > 0 || submitError
            ? 'rounded-md border border-red-200 bg-red-50 px-3 py-2 font-medium text-red-700'
            : 'sr-only'
        }
      >
        {refusals > 0 ? t('errors.unanswered') : submitError}
      </div>
      <div className="flex flex-wrap justify-between gap-3">
        {onPrevious ? (
          <button
            type="button"
            onClick={onPrevious}
            disabled={isSubmitting}
            className={`${BUTTON} border border-brand-dark text-brand-dark hover:bg-brand-light disabled:opacity-60`}
          >
            ← {t('self.previous')}
          </button>
        ) : (
          <span />
        )}
        <button
          type="button"
          onClick={goOn}
          disabled={isSubmitting}
          className={`${BUTTON} bg-brand-dark text-white hover:bg-brand disabled:cursor-wait disabled:opacity-70`}
        >
          {isSubmitting ? (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
            />
          ) : null}
          {isLast ? (isSubmitting ? t('self.sending') : t('self.finish')) : `${t('self.next')} →`}
        </button>
      </div>
    </div>
  );
}
