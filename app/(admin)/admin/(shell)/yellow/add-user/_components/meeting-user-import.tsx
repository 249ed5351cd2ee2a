'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';

import { notifyError, notifySuccess } from '@/components/admin/notify';
import { useErrorText } from '@/components/admin/use-error-text';
import { importMeetingUsers } from '@/lib/meetings/admin/actions/import-meeting-users';
import type { ImportReport } from '@/lib/meetings/admin/user-import-writes';
import { IMPORT_MAX_BYTES } from '@/lib/meetings/admin/schema';

import { MeetingUserImportReport } from './import-report';

const ACCEPT = '.csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TEMPLATE = '/api/yellow-page/meeting-users-template';

/**
 * Seeds 2.5 bulk upload: a CSV or Excel file of meeting users. Without a file it says 'Файл сонгоно уу!'; after an
 * import the report stays for review and the file input is cleared. Its notices last 5 seconds (seeds 9).
 */
export function MeetingUserImport({ noticeMs }: { noticeMs: number }) {
  const t = useTranslations('admin.yellowMeetings.import');
  const errorText = useErrorText();
  const router = useRouter();
  const titleId = useId();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [report, setReport] = useState<ImportReport | null>(null);

  const refuse = (text: string) => {
    setProblem(text);
    notifyError(text, noticeMs);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file || file.size === 0) return refuse(t('chooseFile'));
    if (file.size > IMPORT_MAX_BYTES) return refuse(t('errors.tooLarge'));
    setProblem('');
    setIsBusy(true);
    const form = new FormData();
    form.set('file', file);
    const result = await importMeetingUsers(form).catch(() => null);
    setIsBusy(false);
    if (!result?.ok) return refuse(result ? errorText(result.error) : t('failed'));
    setReport(result.data);
    if (fileInput.current) fileInput.current.value = '';
    notifySuccess(t('done', { added: result.data.added, updated: result.data.updated }), noticeMs);
    router.refresh();
  };

  return (
    <section aria-labelledby={titleId} className="max-w-3xl space-y-4 rounded-lg border border-gray-200 bg-white p-6">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {t('title')}
      </h2>
      <p className="text-sm text-gray-700">{t('intro')}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-4">
        <div className="space-y-1">
          <label htmlFor={inputId} className="block text-sm font-semibold text-gray-800">
            {t('file')}
          </label>
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            name="file"
            accept={ACCEPT}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${inputId}-error`}
            onChange={() => setProblem('')}
            className="block text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-dark file:px-3 file:py-2 file:text-white"
          />
        </div>
        <button
          type="submit"
          disabled={isBusy}
          className="rounded bg-brand-dark px-5 py-2 font-semibold text-white disabled:opacity-60"
        >
          {isBusy ? t('importing') : t('submit')}
        </button>
      </form>
      <p id={`${inputId}-error`} role={problem ? 'alert' : undefined} className="text-sm text-red-700">
        {problem}
      </p>
      <p className="flex flex-wrap gap-4 text-sm">
        <span>{t('templates')}</span>
        <a href={`${TEMPLATE}?format=csv`} download className="font-semibold text-brand-dark underline">
          {t('templateCsv')}
        </a>
        <a href={`${TEMPLATE}?format=xlsx`} download className="font-semibold text-brand-dark underline">
          {t('templateXlsx')}
        </a>
      </p>
      {report ? <MeetingUserImportReport report={report} /> : null}
    </section>
  );
}
