type ChangeFrequency = 'daily' | 'weekly' | 'monthly';

/** The fixed public pages of the association site (Mongolian paths), listed in the sitemap. */
export const PUBLIC_PAGES: ReadonlyArray<{ path: string; priority: number; changeFrequency: ChangeFrequency }> = [
  { path: '/mm', priority: 1, changeFrequency: 'daily' },
  { path: '/mm/about', priority: 0.8, changeFrequency: 'monthly' },
  { path: '/mm/activity', priority: 0.7, changeFrequency: 'monthly' },
  { path: '/mm/membership', priority: 0.7, changeFrequency: 'monthly' },
  { path: '/mm/member', priority: 0.7, changeFrequency: 'monthly' },
  { path: '/mm/report=1', priority: 0.6, changeFrequency: 'weekly' },
  { path: '/mm/trade', priority: 0.7, changeFrequency: 'daily' },
  { path: '/mm/assessment', priority: 0.6, changeFrequency: 'monthly' },
  { path: '/mm/self-assessment', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/mm/anniversary', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/mm/contact', priority: 0.6, changeFrequency: 'monthly' },
];
