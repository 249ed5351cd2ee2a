'use client';

import { useEffect } from 'react';

import { useBoundaryTexts } from '@/components/i18n/boundary-texts';

/** A page of the association site failed to load: say so and offer a retry instead of an empty screen. */
export default function AssociationError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { loadFailed, retry } = useBoundaryTexts();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[40vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <p className="text-lg font-semibold">{loadFailed}</p>
      <button
        type="button"
        onClick={reset}
        className="rounded bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
      >
        {retry}
      </button>
    </div>
  );
}
