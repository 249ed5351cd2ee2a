/** Shared look of the content forms' controls (menu, static pages, news). */
export const INPUT =
  'w-full rounded border border-gray-400 bg-white px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-dark aria-[invalid=true]:border-red-700';

/** A field's validation message, next to the field and announced when it appears. */
export function FieldMessage({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className="mt-1 text-sm text-red-700" role={message ? 'alert' : undefined}>
      {message}
    </p>
  );
}
