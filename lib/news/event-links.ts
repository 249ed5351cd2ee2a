/** Event sites always listed under the news categories (the seeds' fixed external event links). */
export const EVENT_LINKS = [
  { href: '/mw', label: { mn: 'Mongolia Mining Week', en: 'Mongolia Mining Week' }, isExternal: false },
  {
    href: 'https://www.discovermongolia.mn',
    label: { mn: 'Discover Mongolia', en: 'Discover Mongolia' },
    isExternal: true,
  },
  { href: 'https://www.coalmongolia.mn', label: { mn: 'Coal Mongolia', en: 'Coal Mongolia' }, isExternal: true },
] as const;
