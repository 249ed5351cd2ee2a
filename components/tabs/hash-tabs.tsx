'use client';

import { useSyncExternalStore } from 'react';

import { type Tab, TabsView } from './tabs-view';

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
 * Tabs whose ids are the URL anchors (#1, #2, ...): the hash selects a tab on load and whenever a link changes
 * it, and choosing a tab writes its anchor to the address.
 */
export function HashTabs({ tabs, label }: { tabs: readonly Tab[]; label: string }) {
  const hash = useSyncExternalStore(subscribeToHash, readHash, () => '');
  const selected = tabs.find((tab) => tab.id === hash)?.id ?? tabs[0]?.id;

  const choose = (id: string) => {
    window.history.replaceState(window.history.state, '', `#${id}`);
    for (const listener of listeners) listener();
  };

  return <TabsView tabs={tabs} label={label} selected={selected} choose={choose} />;
}
