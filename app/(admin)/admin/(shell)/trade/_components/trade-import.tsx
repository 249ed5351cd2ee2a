'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';

import { notifyError, notifySuccess } from '@/components/admin/notify';
import type { RefusedRow } from '@/lib/import/refused-row';
import { IMPORT_KINDS, IMPORT_MAX_BYTES, type ImportKind } from '@/lib/trade/import/columns';

import { ImportReport } from './import-report';

type Report = { message: string; rejected: RefusedRow[] };

async function sendFile(
  kind: ImportKind,
  file: File,
): Promise<{ ok: true; summary: Record<string, number> } | { ok: false; report: Report }> {
  const response = await fetch(`/api/admin/import/trade?kind=${kind}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: file,
  }).catch(() => null);
  const body: unknown = await response?.json().catch(() => null);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (response?.ok) return { ok: true, summary: record as Record<string, number> };

  return {
    ok: false,
    report: {
      message: typeof record.message === 'string' ? record.message : '',
      rejected: Array.isArray(record.rejected) ? (record.rejected as RefusedRow[]) : [],
    },
  };
}

/** Imports the exchange's trade or notice file (CSV or .xlsx, docs/trade-import.md) and reports refused rows. */
export function TradeImport({ defaultKind }: { defaultKind: ImportKind }) {
  const t = useTranslations('admin.operations.import');
  const common = useTranslations('admin.common');
  const router = useRouter();
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<ImportKind>(defaultKind);
  const [isBusy, setIsBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);

  const fail = (next: Report) => {
    const shown = { ...next, message: next.message || common('error') };
    setReport(shown);
    notifyError(shown.message);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return fail({ message: t('chooseFile'), rejected: [] });
    if (file.size > IMPORT_MAX_BYTES) return fail({ message: t('errors.tooLarge'), rejected: [] });
    setIsBusy(true);
    const outcome = await sendFile(kind, file);
    setIsBusy(false);
    if (!outcome.ok) return fail(outcome.report);
    setReport(null);
    if (fileInput.current) fileInput.current.value = '';
    notifySuccess(t('success', outcome.summary));
    router.refresh();
  };

  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-lg border border-gray-200 bg-white p-5">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {t('title')}
      </h2>
      <p className="text-sm text-gray-700">{t('intro')}</p>
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('kind')}
          <select
            value={kind}
            onChange={(event) => setKind(event.target.value as ImportKind)}
            className="rounded border border-gray-300 bg-white px-2 py-1"
          >
            {IMPORT_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`kinds.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('file')}
          <input
            ref={fileInput}
            type="file"
            name="file"
            accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="text-sm"
          />
        </label>
        <button
          type="submit"
          disabled={isBusy}
          className="rounded bg-brand-dark px-4 py-1.5 font-semibold text-white disabled:opacity-60"
        >
          {isBusy ? t('importing') : t('submit')}
        </button>
      </form>
      <p className="flex flex-wrap gap-4 text-sm">
        <span>{t('templates')}</span>
        {(['csv', 'xlsx'] as const).map((format) => (
          <a
            key={format}
            href={`/api/admin/import/trade/template?kind=${kind}&format=${format}`}
            download
            className="font-semibold text-brand-dark underline"
          >
            {t(format === 'csv' ? 'templateCsv' : 'templateXlsx', { kind: t(`kinds.${kind}`) })}
          </a>
        ))}
      </p>
      {report ? <ImportReport message={report.message} rejected={report.rejected} /> : null}
    </section>
  );
}
