import type { ReactNode } from 'react';

type PeopleGroupProps = { anchor: string; title: string; intro: string; empty: string; children: ReactNode[] };

/**
 * One group of people under anchor #2 (presidents, council, office) with its intro and an empty text; `anchor` is
 * its own address on the page (`#council`), which the About menu's entries lead to.
 */
export function PeopleGroup({ anchor, title, intro, empty, children }: PeopleGroupProps) {
  const titleId = `${anchor}-title`;

  return (
    <section id={anchor} aria-labelledby={titleId} className="mt-10">
      <h3 id={titleId} className="text-xl font-semibold text-brand-dark">
        {title}
      </h3>
      <p className="mt-1 text-muted">{intro}</p>
      {children.length === 0 ? (
        <p className="mt-4 rounded border border-dashed border-gray-300 p-6 text-center text-muted">{empty}</p>
      ) : (
        <ul className="mt-5 grid grid-cols-1 gap-5 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {children}
        </ul>
      )}
    </section>
  );
}
