'use client';

import { useState } from 'react';

import { type Tab, TabsView } from './tabs-view';

/** Tabs that remember the choice themselves, the first one chosen at first: for tabs within a hash-addressed tab. */
export function StateTabs({ tabs, label }: { tabs: readonly Tab[]; label: string }) {
  const [selected, setSelected] = useState(tabs[0]?.id);

  return <TabsView tabs={tabs} label={label} selected={selected} choose={setSelected} />;
}
