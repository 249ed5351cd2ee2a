/** The card's message line: the server's answer in red on failure, a plain notice otherwise. */
export function FormMessage({ error, notice }: { error: string; notice?: string }) {
  if (error) {
    return (
      <p
        role="alert"
        className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
      >
        {error}
      </p>
    );
  }
  if (!notice) return null;

  return (
    <p role="status" className="mb-4 rounded-md bg-brand-light px-3 py-2 text-sm text-brand-dark">
      {notice}
    </p>
  );
}
