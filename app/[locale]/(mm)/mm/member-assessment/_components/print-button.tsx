'use client';

/** Prints the result view (the print stylesheet hides the site's frame). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-md border border-brand-dark px-4 py-2 text-sm font-semibold text-brand-dark hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark print:hidden"
    >
      {label}
    </button>
  );
}
