import 'server-only';

import type { Database } from '@/db';
import { banners, socialLinks } from '@/db/schema';

import { shownAs } from './files';
import { jpegFile } from './images/render';
import { scene, type SceneKind } from './images/scenes';
import type { SeedPart } from './part';

const BANNER_SCENES: readonly SceneKind[] = ['pit', 'steppe', 'solar', 'rail'];

const SOCIAL_LINKS = [
  { id: 1, icon: 'facebook', link: 'https://www.facebook.com/MongolianMiningAssociationDemo' },
  { id: 2, icon: 'twitter', link: 'https://x.com/MnMiningAssocDemo' },
  { id: 3, icon: 'youtube', link: 'https://www.youtube.com/@MongolianMiningAssociationDemo' },
  { id: 4, icon: 'linkedin', link: 'https://www.linkedin.com/company/mongolian-mining-association-demo' },
  { id: 5, icon: 'instagram', link: 'https://www.instagram.com/mongolian_mining_association_demo' },
];

/** Home-page slides (1460×600) in sequence 1..4, and the association's social media pages. */
export function bannersPart(): SeedPart {
  const key = (sequence: number): string => `banners/seed-${sequence}.jpg`;

  return {
    files: BANNER_SCENES.map((kind, index) =>
      shownAs(
        'banner',
        jpegFile(key(index + 1), () => scene(kind, { width: 1460, height: 600, seed: 101 + index * 3 }), 80),
      ),
    ),
    insert: async (db: Database) => {
      await db
        .insert(banners)
        .values(BANNER_SCENES.map((_, index) => ({ id: index + 1, image: key(index + 1), sequence: index + 1 })))
        .onConflictDoNothing();
      await db.insert(socialLinks).values(SOCIAL_LINKS).onConflictDoNothing();
    },
  };
}
