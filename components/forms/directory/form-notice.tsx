import type { Notice } from './use-registration-result';

/** The form's 5-second notice: an alert for a failure, a status for a success (announced either way). */
export function FormNotice({ notice }: { notice: Notice | null }) {
  return (
    <>
      <p
        role="alert"
        className={
          notice?.kind === 'error' ? 'rounded border border-red-700 bg-red-50 px-4 py-3 text-red-800' : 'sr-only'
        }
      >
        {notice?.kind === 'error' ? notice.text : ''}
      </p>
      <p
        role="status"
        className={
          notice?.kind === 'success'
            ? 'rounded border border-brand bg-brand-light px-4 py-3 font-semibold text-brand-dark'
            : 'sr-only'
        }
      >
        {notice?.kind === 'success' ? notice.text : ''}
      </p>
    </>
  );
}
