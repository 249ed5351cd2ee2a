/** The fixed public pages of the association site (Mongolian paths), listed in the sitemap. */
export const PUBLIC_PAGES: ReadonlyArray<{ path: string; priority: number; changeFrequency: 'daily' | 'weekly' | 'monthly' }> = [
  { path: '/mm', priority: 1, changeFrequency: 'daily' },
];
