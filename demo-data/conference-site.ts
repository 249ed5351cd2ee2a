import 'server-only';

import type { Database } from '@/db';
import { conferenceMenuCategories, conferenceNews, conferenceRegistrations } from '@/db/schema';

import { type SeedClock } from './clock';
import { expoWeekDates } from './expo-week';
import { shownAs } from './files';
import { jpegFile } from './images/render';
import { scene, type SceneKind } from './images/scenes';
import type { SeedContext, SeedPart } from './part';

/**
 * The conference's own menu (seeds 2.2: in the archive's menu cid 1 is the home, cid 4 the presentation page,
 * static categories are pages and the rest list news; cid 2's page is the registration form).
 */
const MENU = [
  { cid: 1, category: 'Нүүр', categoryEn: 'Home', pageType: 'static' },
  { cid: 2, category: 'Бүртгэл', categoryEn: 'Registration', pageType: 'static' },
  { cid: 3, category: 'Мэдээ', categoryEn: 'News', pageType: 'news' },
  { cid: 4, category: 'Илтгэл', categoryEn: 'Presentation', pageType: 'static' },
  { cid: 5, category: 'Үзэсгэлэн', categoryEn: 'Exhibition', pageType: 'static' },
  { cid: 6, category: 'Хэвлэлийн мэдээ', categoryEn: 'Press releases', pageType: 'news' },
] as const;

type NewsItem = { eventId: number; cid: number; title: string; titleEn: string; scene: SceneKind; createdAt: Date };

/** The 2023 archive's news, with that year's dates. */
const ARCHIVE_NEWS = [
  {
    eventId: 1,
    cid: 3,
    title: 'Чуулганы бүртгэл эхэллээ',
    titleEn: 'Registration for the conference is open',
    scene: 'conference',
    date: '2023-08-01',
  },
  {
    eventId: 1,
    cid: 3,
    title: 'Үзэсгэлэнд 200 гаруй компани оролцоно',
    titleEn: 'Over 200 companies will exhibit',
    scene: 'excavator',
    date: '2023-08-22',
  },
  {
    eventId: 1,
    cid: 6,
    title: 'Чуулганы нээлтэд Ерөнхий сайд оролцлоо',
    titleEn: 'The Prime Minister opened the conference',
    scene: 'press',
    date: '2023-10-04',
  },
  {
    eventId: 1,
    cid: 3,
    title: 'Хариуцлагатай уул уурхайн хэлэлцүүлэг',
    titleEn: 'A debate on responsible mining',
    scene: 'steppe',
    date: '2023-10-05',
  },
  {
    eventId: 1,
    cid: 6,
    title: 'Чуулган амжилттай өндөрлөлөө',
    titleEn: 'The conference closed successfully',
    scene: 'chart',
    date: '2023-10-07',
  },
] as const;

/**
 * The news of an edition belong to its year: the archive's keep their dates, the current edition's lead up to it
 * (it lies ahead of the seed date, see expo-week.ts) and name its year.
 */
function news(clock: SeedClock): NewsItem[] {
  const year = expoWeekDates(clock)[0]?.slice(0, 4) ?? '';

  return [
    ...ARCHIVE_NEWS.map(({ date, ...item }) => ({ ...item, createdAt: new Date(`${date}T10:00:00+08:00`) })),
    {
      eventId: 3,
      cid: 3,
      title: `Mining Week ${year}: бүртгэл нээгдлээ`,
      titleEn: `Mining Week ${year} registration opens`,
      scene: 'conference',
      createdAt: clock.at(60),
    },
    {
      eventId: 3,
      cid: 6,
      title: 'Гол илтгэгчид тодорлоо',
      titleEn: 'The key speakers are announced',
      scene: 'press',
      createdAt: clock.at(25),
    },
    {
      eventId: 3,
      cid: 3,
      title: 'Үзэсгэлэнгийн талбайн зураг гарлаа',
      titleEn: 'The exhibition floor plan is out',
      scene: 'plant',
      createdAt: clock.at(7),
    },
  ];
}

const newsImageKey = (index: number): string => `conference/news-${index + 1}.jpg`;

const paragraph = (text: string): string => `<p>${text}</p>`;

const FIRST_NAMES = [
  'Бат-Эрдэнэ',
  'Сарангэрэл',
  'Тэмүүлэн',
  'Номин',
  'Ганбаатар',
  'Оюунаа',
  'Anna',
  'James',
  'Yuki',
  'Li',
] as const;
const LAST_NAMES = ['Дорж', 'Батболд', 'Цэрэн', 'Энхтайван', 'Smith', 'Müller', 'Tanaka', 'Wang'] as const;
const COMPANIES = [
  'Хангайн Зэс ХХК',
  'Говь Логистик ХХК',
  'Rio Minerals Ltd',
  'Eastern Steppe Drilling',
  'Эрдэс Технологи ХХК',
  'Nippon Mining Services',
] as const;
const COUNTRIES = ['MN', 'MN', 'MN', 'AU', 'DE', 'JP', 'CN', 'CA', 'US', 'KR'] as const;

/** 36 registrations for the current edition and 8 for the 2024 one, spread over the weeks before them. */
function registrations(clock: SeedClock) {
  return Array.from({ length: 44 }, (_, index) => {
    const firstName = FIRST_NAMES[index % FIRST_NAMES.length] ?? '';
    const lastName = LAST_NAMES[(index * 3) % LAST_NAMES.length] ?? '';
    const latin = `guest${index + 1}`;

    return {
      id: index + 1,
      eventId: index < 36 ? 3 : 2,
      company: COMPANIES[index % COMPANIES.length] ?? '',
      firstName,
      lastName,
      country: COUNTRIES[index % COUNTRIES.length] ?? 'MN',
      email: `${latin}@example.com`,
      phoneNumber: `+976 99${String(100000 + index * 7919).slice(-6)}`,
      createdAt: clock.at(index * 2 + 1, 9 + (index % 9), (index * 13) % 60),
    };
  });
}

/** The conference menu, its news (the 2023 archive's and the current edition's) and visitors' registrations. */
export function conferenceSitePart({ clock }: SeedContext): SeedPart {
  const items = news(clock);

  return {
    files: items.map((item, index) =>
      shownAs(
        'cover',
        jpegFile(newsImageKey(index), () => scene(item.scene, { width: 730, height: 455, seed: 1200 + index })),
      ),
    ),
    insert: async (db: Database) => {
      await db
        .insert(conferenceMenuCategories)
        .values(MENU.map((item, index) => ({ ...item, position: index })))
        .onConflictDoNothing();
      await db
        .insert(conferenceNews)
        .values(
          items.map((item, index) => ({
            id: index + 1,
            eventId: item.eventId,
            categoryCid: item.cid,
            image: newsImageKey(index),
            title: item.title,
            titleEn: item.titleEn,
            summary: item.title,
            summaryEn: item.titleEn,
            text: paragraph(`${item.title}. Дэлгэрэнгүй мэдээллийг чуулганы зохион байгуулагчаас авна уу.`),
            textEn: paragraph(`${item.titleEn}. Ask the organisers for more details.`),
            createdAt: item.createdAt,
          })),
        )
        .onConflictDoNothing();
      await db.insert(conferenceRegistrations).values(registrations(clock)).onConflictDoNothing();
    },
  };
}
