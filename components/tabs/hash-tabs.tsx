'use client';

import { type KeyboardEvent, type ReactNode, useRef, useSyncExternalStore } from 'react';

export type HashTab = { id: string; label: string; panel: ReactNode };

/** The Navigation API reports every history change, including the router's pushState for hash-only links. */
function navigationTarget(): EventTarget | null {
  const candidate: unknown = Reflect.get(window, 'navigation');

  return candidate instanceof EventTarget ? candidate : null;
}

// Choosing a tab rewrites the address with replaceState, which no event reports: the tabs then notify directly.
const listeners = new Set<() => void>();

function subscribeToHash(onChange: () => void): () => void {
  const navigation = navigationTarget();
  listeners.add(onChange);
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  navigation?.addEventListener('currententrychange', onChange);

  return () => {
    listeners.delete(onChange);
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
    navigation?.removeEventListener('currententrychange', onChange);
  };
}

// The last fragment only: after a page loaded with a hash, Next.js 16.4 appends the next same-page hash to the
// old one (`#1#3`) in the address bar while still scrolling to the new one.
const readHash = () => decodeURIComponent(window.location.hash.split('#').at(-1) ?? '');

/**
 * Accessible tabs whose ids are the URL anchors (#1, #2, ...): the hash selects a tab on load and whenever a link
 * changes it, and choosing a tab writes its anchor to the address. Every panel is rendered; inactive ones are
 * hidden, so all content is in the server HTML.
 */
export function HashTabs({ tabs, label }: { tabs: readonly HashTab[]; label: string }) {
  const hash = useSyncExternalStore(subscribeToHash, readHash, () => '');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const selected = tabs.find((tab) => tab.id === hash)?.id ?? tabs[0]?.id;

  const choose = (id: string) => {
    window.history.replaceState(window.history.state, '', `#${id}`);
    for (const listener of listeners) listener();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const targets: Record<string, number> = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last };
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
              className="-mb-0.5 scroll-mt-16 rounded-t-md border-2 border-b-0 border-transparent px-4 py-2.5 font-semibold text-brand-dark hover:bg-brand-light focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand aria-selected:border-brand aria-selected:bg-brand aria-selected:text-white"
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
