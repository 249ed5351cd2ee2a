'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

import { datedFileName, downloadElementAsPng } from '@/components/assessment/export-element';
import { notifyError } from '@/components/admin/notify';
import type { MemberFiles, MemberResultRow } from '@/lib/assessment/admin-member-results';

import { LoadedDialog, useDialogData } from '@/components/admin/loaded-dialog';
import { ResultPoster } from './result-poster';
import { downloadProofZip } from './proof-zip';

const linkClass = 'text-brand-dark underline';
const buttonClass = 'rounded bg-brand-dark px-4 py-2 text-white disabled:opacity-60';

function FilesView({ respondent, file }: { respondent: MemberResultRow; file: MemberFiles }) {
  const t = useTranslations('admin.assessment.memberResults');
  const poster = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState<'zip' | 'png' | null>(null);

  const run = async (what: 'zip' | 'png', work: () => Promise<void>, failure: string) => {
    setBusy(what);
    try {
      await work();
    } catch {
      notifyError(failure);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="member-proof-files" className="space-y-2">
        <h3 id="member-proof-files" className="text-lg font-semibold text-ink">
          {t('proofFiles')}
        </h3>
        {file.files.length === 0 ? (
          <p>{t('noFiles')}</p>
        ) : (
          <>
            <ul className="list-disc space-y-1 pl-6" data-testid="proof-files">
              {file.files.map((proof) => (
                <li key={proof.question_id}>
                  <a href={proof.proof_file} download className={linkClass}>
                    {t('openFile')} {proof.cid}
                  </a>
                </li>
              ))}
            </ul>
            <button
              type="button"
              disabled={busy !== null}
              className={buttonClass}
              onClick={() =>
                run(
                  'zip',
                  () => downloadProofZip(file.files, `proof-files-${respondent.answer_id}.zip`),
                  t('zipFailed'),
                )
              }
            >
              {busy === 'zip' ? t('zipping') : t('downloadZip')}
            </button>
          </>
        )}
      </section>
      <section aria-labelledby="member-attachments" className="space-y-2">
        <h3 id="member-attachments" className="text-lg font-semibold text-ink">
          {t('attachments')}
        </h3>
        {file.attachment ? (
          <ul className="list-disc space-y-1 pl-6">
            <li>
              <a href={file.attachment.official_document} download className={linkClass}>
                {t('officialDocument')}
              </a>
            </li>
            <li>
              <a href={file.attachment.form} download className={linkClass}>
                {t('form')}
              </a>
            </li>
            <li>
              {t('columns.publication')}: {file.attachment.publication ? t('agreed') : t('notAgreed')}
            </li>
          </ul>
        ) : (
          <p>{t('noFiles')}</p>
        )}
      </section>
      <section aria-labelledby="member-result" className="space-y-2">
        <h3 id="member-result" className="text-lg font-semibold text-ink">
          {t('result')}
        </h3>
        <div ref={poster} className="inline-block">
          <ResultPoster result={file.result} />
        </div>
        <div>
          <button
            type="button"
            disabled={busy !== null}
            className={buttonClass}
            onClick={() =>
              run(
                'png',
                async () =>
                  poster.current
                    ? downloadElementAsPng(
                        poster.current,
                        datedFileName(`assessment-result-${respondent.answer_id}`, 'png'),
                      )
                    : undefined,
                t('exportFailed'),
              )
            }
          >
            {t('downloadPng')}
          </button>
        </div>
      </section>
    </div>
  );
}

/** The files overlay, read from `GET /api/get/member-files`: proof files (zipped), attachments and the result. */
export function FilesDialog({ respondent, onClose }: { respondent: MemberResultRow; onClose: () => void }) {
  const t = useTranslations('admin.assessment.memberResults');
  const loaded = useDialogData(
    `/api/get/member-files?answerId=${respondent.answer_id}`,
    (body) => (body as { file: MemberFiles }).file,
  );

  return (
    <LoadedDialog title={t('filesTitle', { name: respondent.name })} loaded={loaded} onClose={onClose}>
      {(file) => <FilesView respondent={respondent} file={file} />}
    </LoadedDialog>
  );
}
