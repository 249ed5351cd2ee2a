'use client';

import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export type Tab = { id: string; label: string; panel: ReactNode };

type TabsViewProps = {
  tabs: readonly Tab[];
  label: string;
  selected: string | undefined;
  choose: (id: string) => void;
};

/**
 * Accessible tabs (WAI-ARIA: arrow keys, Home and End move between them) over panels that are all rendered,
 * inactive ones hidden, so all content is in the server HTML. The parent keeps which one is selected.
 */
export function TabsView({ tabs, label, selected, choose }: TabsViewProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = tabs[targets[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    choose(target.id);
    buttons.current.get(target.id)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b-2 border-brand">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;

          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              id={tab.id}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={`tab-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => choose(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="-mb-0.5 rounded-t-md border-2 border-b-0 border-transparent px-4 py-2.5 font-semibold text-brand-dark hover:bg-brand-light focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand aria-selected:border-brand aria-selected:bg-brand aria-selected:text-white"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`tab-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={tab.id}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="pt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
