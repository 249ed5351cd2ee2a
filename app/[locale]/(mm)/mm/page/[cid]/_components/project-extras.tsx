import type { ReactNode } from 'react';

import type { Locale } from '@/lib/i18n/routing';

import { MineralGallery } from './mineral-gallery';
import { PosterList } from './poster-list';
import { ResponsibleMining } from './responsible-mining';
import { VideoList } from './video-list';

type Extra = (props: { locale: Locale }) => Promise<ReactNode>;

/**
 * The fixed project pages (menu categories 20..26) show lists under their text; their ids are fixed in the
 * menu, the URLs and the admin back-office. Future miners (23), member of the month (24) and heritage (26)
 * are text only.
 */
const EXTRAS: Readonly<Partial<Record<number, Extra>>> = {
  20: ResponsibleMining,
  21: MineralGallery,
  22: VideoList,
  25: PosterList,
};

export function ProjectExtras({ cid, locale }: { cid: number; locale: Locale }) {
  const Extra = EXTRAS[cid];

  return Extra ? <Extra locale={locale} /> : null;
}
