'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import type { CodexGroup } from '@/lib/assessment/codex';
import { ANSWER_UPLOADS_IN_PARALLEL, ERROR_MESSAGE_MS } from '@/lib/assessment/member-constants';
import { memberFileProblem } from '@/lib/assessment/member-file-rules';

import { callMemberApi, messageOf } from './member-api';
import { ProofFileField } from './proof-file-field';
import { useTimedMessage } from '@/components/forms/use-timed-message';

/** `fileError` names a refused file; it stays until the person chooses a file again or unticks proof. */
type Row = { answer: 0 | 1 | null; proof: boolean; comment: string; file: File | null; fileError: string };
const EMPTY_ROW: Row = { answer: null, proof: false, comment: '', file: null, fileError: '' };

const BUTTON =
  'inline-flex items-center gap-2 rounded-md bg-brand-dark px-6 py-2.5 font-semibold text-white hover:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:cursor-wait disabled:opacity-60';
const SECONDARY =
  'rounded-md border border-brand-dark px-6 py-2.5 font-semibold text-brand-dark hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:opacity-60';

/** Runs `task` over `items`, `limit` at a time, stopping after a batch with a failure; true when all succeeded. */
async function everyInBatches<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<boolean>,
): Promise<boolean> {
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
  const refusedFileId = useRef<number | null>(null);
  const group = groups[page];
  const isLast = page === groups.length - 1;

  // Once the page with a refused file is shown, its file button takes the focus (and so comes into view).
  useEffect(() => {
    if (refusedFileId.current === null) return;
    document.getElementById(`proof-file-${refusedFileId.current}`)?.focus();
    refusedFileId.current = null;
  }, [page, rows]);

  const rowOf = (id: number) => rows[id] ?? EMPTY_ROW;
  const update = (id: number, change: Partial<Row>) => {
    setRows((current) => ({ ...current, [id]: { ...(current[id] ?? EMPTY_ROW), ...change } }));
    if (change.answer !== undefined) setUnanswered((current) => new Set([...current].filter((other) => other !== id)));
  };

  /** A file the browser can already tell is refused is not kept: the row says why, naming it. */
  const chooseFile = (id: number, file: File | null) => {
    const problem = file ? memberFileProblem(file) : null;
    if (file && problem)
      update(id, {
        file: null,
        fileError: t(problem === 'tooLarge' ? 'assessment.fileTooLarge' : 'assessment.fileWrongType', {
          name: file.name,
        }),
      });
    else update(id, { file, fileError: '' });
  };

  /** Highlights the page's unanswered rows; true when there are none. */
  const isPageAnswered = (): boolean => {
    const missing = (group?.questions ?? [])
      .flatMap((requirement) => requirement.children)
      .filter((child) => rowOf(child.id).answer === null);
    setUnanswered(new Set(missing.map((child) => child.id)));
    if (missing.length > 0) showError(t('assessment.unanswered'));

    return missing.length === 0;
  };

  /** The cid of a question and the page (section) that asks it. */
  const placeOf = (id: number): { cid: string; page: number } => {
    for (const [index, each] of groups.entries()) {
      const child = each.questions
        .flatMap((requirement) => requirement.children)
        .find((candidate) => candidate.id === id);
      if (child) return { cid: child.cid, page: index };
    }

    return { cid: '', page };
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
    if (sent.status === 200) return true;
    if (!(row.proof && row.file)) {
      showError(`${t('assessment.failed')} ${messageOf(sent.body)}`.trim());

      return false;
    }
    // A refused file would vanish with a passing message: its row keeps the reason, naming the file, and the
    // person is taken to it, until they choose another file or untick proof.
    const reason = messageOf(sent.body) || t('assessment.failed');
    const place = placeOf(id);
    update(id, {
      file: null,
      fileError: t('assessment.uploadFailed', { name: row.file.name, cid: place.cid, reason }),
    });
    setPage(place.page);
    refusedFileId.current = id;

    return false;
  };

  /**
   * Finish: the answers with a proof file go one by one (a file each, seeds 7.4), then every other answer and the
   * scoring in one call, instead of one request per question.
   */
  const onFinish = async () => {
    if (!isPageAnswered()) return;
    setIsSubmitting(true);
    const ids = groups.flatMap((each) =>
      each.questions.flatMap((requirement) => requirement.children.map((child) => child.id)),
    );
    const hasFile = (id: number) => rowOf(id).proof && rowOf(id).file !== null;
    const isSaved = await everyInBatches(ids.filter(hasFile), ANSWER_UPLOADS_IN_PARALLEL, sendAnswer);
    const answers = ids
      .filter((id) => !hasFile(id))
      .map((id) => ({
        question_id: id,
        answer: rowOf(id).answer ?? 0,
        proof: rowOf(id).proof,
        comment: rowOf(id).comment,
      }));
    const scored = isSaved
      ? await callMemberApi(`/api/insert/member-assessment?lang=${locale}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ answers }),
        })
      : null;
    if (scored?.status === 200) {
      // The result starts at the top of the page, with the notice that the attachments still confirm it.
      window.scrollTo({ top: 0 });
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
        <p className="text-sm font-semibold text-brand-dark">
          {t('assessment.page', { current: page + 1, total: groups.length })}
        </p>
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
                        onChange={(event) =>
                          update(child.id, {
                            proof: event.target.checked,
                            fileError: '',
                            ...(event.target.checked ? {} : { file: null }),
                          })
                        }
                        className="size-4 accent-brand-dark"
                      />
                      {t('assessment.proof')}
                    </label>
                  </div>
                  <div className="mt-2 grid gap-3 sm:grid-cols-2">
                    <ProofFileField
                      questionId={child.id}
                      isEnabled={row.proof}
                      file={row.file}
                      error={row.fileError}
                      onChoose={(file) => chooseFile(child.id, file)}
                    />
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
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
        >
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
            {isSubmitting ? (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
              />
            ) : null}
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
