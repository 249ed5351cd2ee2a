'use client';

import { useTranslations } from 'next-intl';

import type { RowAnswer } from '@/lib/assessment/anonymous-progress';
import type { CodexQuestion } from '@/lib/assessment/codex';

type QuestionRowProps = {
  question: CodexQuestion;
  value: RowAnswer | undefined;
  isHighlighted: boolean;
  onChange: (value: RowAnswer) => void;
};

const CHOICES = [
  { answer: 1, label: 'yes' },
  { answer: 0, label: 'no' },
] as const;

/** One sub-question (seeds 2.3): yes or no, and an optional evidence box; red while it blocks Next. */
export function QuestionRow({ question, value, isHighlighted, onChange }: QuestionRowProps) {
  const t = useTranslations('assessment.self');
  const name = `question-${question.id}`;
  const current = value ?? { answer: null, proof: false };

  return (
    <fieldset
      id={name}
      aria-describedby={isHighlighted ? `${name}-unanswered` : undefined}
      className={`rounded-md border p-3 sm:p-4 ${isHighlighted ? 'border-red-700 bg-red-50' : 'border-gray-200 bg-white'}`}
    >
      <legend className="float-left w-full text-ink">
        <span className="font-semibold text-brand-dark">{question.cid}</span> {question.question}
      </legend>
      <div className="clear-both flex flex-wrap items-center gap-x-6 gap-y-2 pt-3">
        {CHOICES.map((choice) => (
          <label key={choice.label} className="flex min-h-11 cursor-pointer items-center gap-2 sm:min-h-0">
            <input
              type="radio"
              name={name}
              value={choice.answer}
              checked={current.answer === choice.answer}
              onChange={() => onChange({ ...current, answer: choice.answer })}
              className="size-5 accent-brand-dark"
            />
            {t(choice.label)}
          </label>
        ))}
        <label className="flex min-h-11 cursor-pointer items-center gap-2 sm:ml-auto sm:min-h-0">
          <input
            type="checkbox"
            checked={current.proof}
            onChange={(event) => onChange({ ...current, proof: event.target.checked })}
            className="size-5 accent-brand-dark"
          />
          {t('proof')}
        </label>
        {isHighlighted ? (
          <span id={`${name}-unanswered`} className="w-full text-sm font-medium text-red-700">
            {t('unansweredRow')}
          </span>
        ) : null}
      </div>
    </fieldset>
  );
}
