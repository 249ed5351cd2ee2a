'use client';

import { useState } from 'react';

type ExportButtonProps = {
  label: string;
  busyLabel: string;
  failedLabel: string;
  /** Makes the file and hands it to the browser's download. */
  save: () => Promise<void>;
};

/** A download of the result view (seeds 4, 9) with its busy state; a failure is shown beside it. */
export function ExportButton({ label, busyLabel, failedLabel, save }: ExportButtonProps) {
  const [isBusy, setIsBusy] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  async function download() {
    setIsBusy(true);
    setHasFailed(false);
    try {
      await save();
    } catch (error) {
      console.error(error);
      setHasFailed(true);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <span className="inline-flex flex-col items-start gap-1 print:hidden">
      <button
        type="button"
        onClick={download}
        disabled={isBusy}
        aria-busy={isBusy}
        className="inline-flex items-center gap-2 rounded-md bg-brand-dark px-4 py-2 text-sm font-semibold text-white hover:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:cursor-wait disabled:opacity-70"
      >
        {isBusy ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
          />
        ) : null}
        {isBusy ? busyLabel : label}
      </button>
      {hasFailed ? (
        <span role="alert" className="text-sm font-medium text-red-700">
          {failedLabel}
        </span>
      ) : null}
    </span>
  );
}
