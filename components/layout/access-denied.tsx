/**
 * The 401 and 403 answers outside the back-office (whose shell has its own). Next.js's defaults, with their inline
 * styles, would otherwise ride in every public page's payload as the root boundaries.
 */
export function AccessDenied({ code, title }: { code: 401 | 403; title: string }) {
  return (
    <main className="nf">
      <title>{title}</title>
      <p className="nf-code">{code}</p>
      <h1>{title}</h1>
    </main>
  );
}
