import type { ActionResult } from '@/lib/action-result';

/** The server actions behind a banner screen: the association's home slides or the directory's banners. */
export type BannerActions = {
  create: (input: { image: string }) => Promise<ActionResult<{ id: number }>>;
  remove: (input: { id: number }) => Promise<ActionResult<{ id: number }>>;
  saveOrder: (input: { banners: Array<{ id: number; sequence: number }> }) => Promise<ActionResult<{ count: number }>>;
};

/** What differs between the screens' texts: the list's name and its empty text (the seeds give each its own). */
export type BannerTexts = { title: string; empty: string };

export type BannerRow = { id: number; image: string; sequence: number };
