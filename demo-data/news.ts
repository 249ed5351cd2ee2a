import 'server-only';

import type { Database } from '@/db';
import { news } from '@/db/schema';

import { newsBodies } from './content/news-bodies';
import { NEWS_ITEMS } from './content/news-items';
import { shownAs } from './files';
import { jpegFile } from './images/render';
import { scene } from './images/scenes';
import { cycle } from './list';
import type { SeedContext, SeedPart } from './part';

/** About eight months: the archive and the month filter need news in many months. */
const SPAN_DAYS = 236;
const PUBLISHERS = ['Админ', 'Хэвлэл мэдээллийн алба', 'Б.Сарангэрэл', 'Админ', 'Т.Тэмүүлэн'];
/** Two items without an English translation exercise the language fallback. */
const MONGOLIAN_ONLY = new Set([5, 27]);
/** Two unpublished drafts: hidden from the public site, visible in admin. */
const INACTIVE = new Set([11, 33]);
/** News shown on the directory's home too (the seeds' yellow_book flag): every fifth item. */
const isForDirectory = (index: number): boolean => index % 5 === 0;

export function newsCoverKey(id: number): string {
  return `news/seed-${String(id).padStart(3, '0')}.jpg`;
}

export function newsPart({ clock }: SeedContext): SeedPart {
  const rows = NEWS_ITEMS.map((item, index) => {
    const id = index + 1;
    const isMongolianOnly = MONGOLIAN_ONLY.has(index);
    const [text, textEn] = newsBodies(item.cid, index, [item.summary, item.summaryEn]);
    const daysAgo = 1 + Math.round((index * (SPAN_DAYS - 1)) / (NEWS_ITEMS.length - 1));
    const createdAt = clock.at(daysAgo, 9 + (index % 8), (index * 17) % 60);

    return {
      id,
      image: newsCoverKey(id),
      title: item.title,
      titleEn: isMongolianOnly ? '' : item.titleEn,
      summary: item.summary,
      summaryEn: isMongolianOnly ? '' : item.summaryEn,
      text,
      textEn: isMongolianOnly ? '' : textEn,
      categoryCid: item.cid,
      publisher: cycle(PUBLISHERS, index),
      newsStatus: !INACTIVE.has(index),
      yellowBook: isForDirectory(index),
      createdAt,
      updatedAt: createdAt,
    };
  });

  return {
    files: NEWS_ITEMS.map((item, index) =>
      shownAs(
        'cover',
        jpegFile(newsCoverKey(index + 1), () => scene(item.scene, { width: 730, height: 455, seed: index * 7 + 3 })),
      ),
    ),
    insert: async (db: Database) => {
      await db.insert(news).values(rows).onConflictDoNothing();
    },
  };
}
