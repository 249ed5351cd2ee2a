import type { ReactNode } from 'react';

/** One group of people under anchor #2 (presidents, council, office) with its intro and an empty text. */
export function PeopleGroup({ id, title, intro, empty, children }: { id: string; title: string; intro: string; empty: string; children: ReactNode[] }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h3 id={id} className="text-xl font-semibold text-brand-dark">
        {title}
      </h3>
      <p className="mt-1 text-muted">{intro}</p>
      {children.length === 0 ? (
        <p className="mt-4 rounded border border-dashed border-gray-300 p-6 text-center text-muted">{empty}</p>
      ) : (
        <ul className="mt-5 grid grid-cols-1 gap-5 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">{children}</ul>
      )}
    </section>
  );
}
