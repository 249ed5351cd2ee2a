'use client';

import { useState } from 'react';

import { datedFileName, downloadElementAsPdf, downloadElementAsPng } from '@/components/assessment/export-element';

const DOWNLOADS = {
  png: { stem: 'mining-assessment-poster', download: downloadElementAsPng },
  pdf: { stem: 'mining-assessment', download: downloadElementAsPdf },
} as const;

type ExportButtonProps = {
  /** The id of the element that is drawn into the file. */
  targetId: string;
  format: keyof typeof DOWNLOADS;
  label: string;
  busyLabel: string;
  failedLabel: string;
};

/** Draws an element of the result view into a dated PNG or PDF file (seeds 4, 9); a failure is shown beside it. */
export function ExportButton({ targetId, format, label, busyLabel, failedLabel }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    const element = document.getElementById(targetId);
    setBusy(true);
    setFailed(false);
    try {
      if (!element) throw new Error(`#${targetId} is not on the page`);
      const { stem, download: save } = DOWNLOADS[format];
      await save(element, datedFileName(stem, format));
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="inline-flex flex-col items-start gap-1 print:hidden">
      <button
        type="button"
        onClick={download}
        disabled={busy}
        aria-busy={busy}
        className="inline-flex items-center gap-2 rounded-md bg-brand-dark px-4 py-2 text-sm font-semibold text-white hover:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:cursor-wait disabled:opacity-70"
      >
        {busy ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent" /> : null}
        {busy ? busyLabel : label}
      </button>
      {failed ? (
        <span role="alert" className="text-sm font-medium text-red-700">
          {failedLabel}
        </span>
      ) : null}
    </span>
  );
}
