'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import type { CodexGroup } from '@/lib/assessment/codex';
import { ANSWER_UPLOADS_IN_PARALLEL, ERROR_MESSAGE_MS } from '@/lib/assessment/member-constants';

import { callMemberApi, messageOf } from './member-api';
import { useTimedMessage } from '@/components/forms/use-timed-message';

type Row = { answer: 0 | 1 | null; proof: boolean; comment: string; file: File | null };
const EMPTY_ROW: Row = { answer: null, proof: false, comment: '', file: null };

const BUTTON =
  'inline-flex items-center gap-2 rounded-md bg-brand-dark px-6 py-2.5 font-semibold text-white hover:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:cursor-wait disabled:opacity-60';
const SECONDARY =
  'rounded-md border border-brand-dark px-6 py-2.5 font-semibold text-brand-dark hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:opacity-60';

/** Runs `task` over `items`, `limit` at a time, stopping after a batch with a failure; true when all succeeded. */
async function everyInBatches<T>(items: readonly T[], limit: number, task: (item: T) => Promise<boolean>): Promise<boolean> {
  for (let start = 0; start < items.length; start += limit) {
    const outcomes = await Promise.all(items.slice(start, start + limit).map(task));
    if (outcomes.includes(false)) return false;
  }

  return true;
}

/** Step 3 of the member flow (seeds 4): one page per main section, every sub-question answered, then scored. */
export function MemberAssessmentForm({ groups, memberName }: { groups: CodexGroup[]; memberName: string }) {
  const t = useTranslations('member-assessment');
  const locale = useLocale();
  const router = useRouter();
  const [page, setPage] = useState(0);
  const [rows, setRows] = useState<Record<number, Row>>({});
  const [unanswered, setUnanswered] = useState<ReadonlySet<number>>(new Set());
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, showError] = useTimedMessage(ERROR_MESSAGE_MS);
  const group = groups[page];
  const isLast = page === groups.length - 1;

  const rowOf = (id: number) => rows[id] ?? EMPTY_ROW;
  const update = (id: number, change: Partial<Row>) => {
    setRows((current) => ({ ...current, [id]: { ...(current[id] ?? EMPTY_ROW), ...change } }));
    if (change.answer !== undefined) setUnanswered((current) => new Set([...current].filter((other) => other !== id)));
  };

  /** Highlights the page's unanswered rows; true when there are none. */
  const isPageAnswered = (): boolean => {
    const missing = (group?.questions ?? []).flatMap((requirement) => requirement.children).filter((child) => rowOf(child.id).answer === null);
    setUnanswered(new Set(missing.map((child) => child.id)));
    if (missing.length > 0) showError(t('assessment.unanswered'));

    return missing.length === 0;
  };

  const sendAnswer = async (id: number): Promise<boolean> => {
    const row = rowOf(id);
    const form = new FormData();
    form.set('question_id', String(id));
    form.set('answer', String(row.answer));
    form.set('proof', String(row.proof));
    form.set('comment', row.comment);
    if (row.proof && row.file) form.set('proof_file', row.file);
    const sent = await callMemberApi(`/api/insert/member-answer?lang=${locale}`, { method: 'POST', body: form });
    if (sent.status !== 200) showError(`${t('assessment.failed')} ${messageOf(sent.body)}`.trim());

    return sent.status === 200;
  };

  const onFinish = async () => {
    if (!isPageAnswered()) return;
    setIsSubmitting(true);
    const ids = groups.flatMap((each) => each.questions.flatMap((requirement) => requirement.children.map((child) => child.id)));
    const isSaved = await everyInBatches(ids, ANSWER_UPLOADS_IN_PARALLEL, sendAnswer);
    const scored = isSaved ? await callMemberApi(`/api/insert/result?lang=${locale}`, { method: 'POST' }) : null;
    if (scored?.status === 200) {
      router.refresh();

      return;
    }
    if (scored) showError(`${t('assessment.failed')} ${messageOf(scored.body)}`.trim());
    setIsSubmitting(false);
  };

  if (!group) return null;

  return (
    <section aria-labelledby="member-section-title" className="space-y-6">
      <p className="text-muted">{t('assessment.intro', { name: memberName })}</p>
      <div>
        <p className="text-sm font-semibold text-brand-dark">{t('assessment.page', { current: page + 1, total: groups.length })}</p>
        <h2 id="member-section-title" className="text-2xl font-bold text-ink">
          {group.mainIndex}. {group.mainTitle}
        </h2>
      </div>
      {group.questions.map((requirement) => (
        <div key={requirement.cid} className="rounded-lg border border-gray-200 p-4">
          <h3 className="mb-3 font-semibold text-ink">
            {requirement.cid}. {requirement.question}
          </h3>
          <div className="space-y-3">
            {requirement.children.map((child) => {
              const row = rowOf(child.id);
              const isMissing = unanswered.has(child.id);

              return (
                <fieldset
                  key={child.id}
                  data-unanswered={isMissing || undefined}
                  className={`rounded-md p-3 ${isMissing ? 'border-2 border-red-600 bg-red-50' : 'border border-gray-100 bg-gray-50'}`}
                >
                  <legend className="sr-only">
                    {child.cid}. {child.question}
                  </legend>
                  <p aria-hidden="true" className="mb-2 text-ink">
                    {child.cid}. {child.question}
                  </p>
                  <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
                    {([1, 0] as const).map((value) => (
                      <label key={value} className="flex items-center gap-2">
                        <input
                          type="radio"
                          name={`answer-${child.id}`}
                          checked={row.answer === value}
                          onChange={() => update(child.id, { answer: value })}
                          className="size-4 accent-brand-dark"
                        />
                        {value === 1 ? t('assessment.yes') : t('assessment.no')}
                      </label>
                    ))}
                    <label className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        checked={row.proof}
                        onChange={(event) => update(child.id, { proof: event.target.checked, ...(event.target.checked ? {} : { file: null }) })}
                        className="size-4 accent-brand-dark"
                      />
                      {t('assessment.proof')}
                    </label>
                  </div>
                  <div className="mt-2 grid gap-2 sm:grid-cols-2">
                    <label className="text-sm text-ink">
                      {t('assessment.proofFile')} <span className="text-muted">({t('assessment.fileHint')})</span>
                      <input
                        // A new input when proof is unticked, so a chosen file does not linger.
                        key={row.proof ? 'proof' : 'no-proof'}
                        type="file"
                        disabled={!row.proof}
                        accept=".pdf,.jpg,.jpeg,.png,.docx,.xlsx"
                        onChange={(event) => update(child.id, { file: event.target.files?.[0] ?? null })}
                        className="mt-1 block w-full text-sm disabled:opacity-50"
                      />
                    </label>
                    <label className="text-sm text-ink">
                      {t('assessment.comment')}
                      <textarea
                        rows={1}
                        maxLength={2000}
                        value={row.comment}
                        onChange={(event) => update(child.id, { comment: event.target.value })}
                        className="mt-1 block w-full rounded-md border border-gray-400 px-2 py-1"
                      />
                    </label>
                  </div>
                </fieldset>
              );
            })}
          </div>
        </div>
      ))}
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {page > 0 ? (
          <button type="button" className={SECONDARY} disabled={isSubmitting} onClick={() => setPage(page - 1)}>
            {t('assessment.previous')}
          </button>
        ) : null}
        {isLast ? (
          <button type="button" className={BUTTON} disabled={isSubmitting} onClick={() => void onFinish()}>
            {isSubmitting ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent" /> : null}
            {isSubmitting ? t('assessment.submitting') : t('assessment.finish')}
          </button>
        ) : (
          <button
            type="button"
            className={BUTTON}
            onClick={() => {
              if (!isPageAnswered()) return;
              setPage(page + 1);
              window.scrollTo({ top: 0 });
            }}
          >
            {t('assessment.next')}
          </button>
        )}
      </div>
    </section>
  );
}
