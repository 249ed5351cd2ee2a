import type { ReactNode } from 'react';

/** A titled block under the page text; the heading names the region for screen readers. */
export function PageSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="border-l-4 border-brand pl-3 text-2xl font-bold text-ink">
        {title}
      </h2>
      {intro ? <p className="mt-2 max-w-3xl text-muted">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="rounded border border-dashed border-gray-300 p-8 text-center text-muted">{children}</p>;
}
