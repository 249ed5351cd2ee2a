import 'server-only';

import type { Database } from '@/db';
import {
  conferenceAgendaImages,
  conferenceContacts,
  conferenceDays,
  conferenceEvents,
  conferenceGalleryImages,
  conferenceHalls,
  conferencePartners,
  conferencePresentations,
  conferencePresenters,
  conferenceSessions,
  conferenceSocialLinks,
} from '@/db/schema';

import type { SeedClock } from './clock';
import { expoWeekDates } from './expo-week';
import { type SeedFile, shownAs } from './files';
import { companyLogo, portrait, poster } from './images/cards';
import { jpegFile, pngFile } from './images/render';
import { pdfFile } from './library';
import { scene, type SceneKind } from './images/scenes';
import { demoClip } from './media/video';
import type { SeedContext, SeedPart } from './part';

type Edition = {
  id: number;
  year: number;
  days: readonly string[];
  isCurrent: boolean;
  venue: string;
  venueEn: string;
  figures: { visitors: number; countries: number; exhibitors: number; speakers: number; conferences: number };
};

/** The archived editions, one a year (seeds 1): 2025 ran 11-13 Sep, 2024 2-5 Oct; 2023 and 2022 are older. */
const ARCHIVED_EDITIONS: readonly Edition[] = [
  {
    id: 4,
    year: 2022,
    days: ['2022-10-05', '2022-10-06'],
    isCurrent: false,
    venue: 'Шангри-Ла төв, Улаанбаатар',
    venueEn: 'Shangri-La Centre, Ulaanbaatar',
    figures: { visitors: 15000, countries: 12, exhibitors: 180, speakers: 70, conferences: 8 },
  },
  {
    id: 1,
    year: 2023,
    days: ['2023-10-04', '2023-10-05', '2023-10-06'],
    isCurrent: false,
    venue: 'Шангри-Ла төв, Улаанбаатар',
    venueEn: 'Shangri-La Centre, Ulaanbaatar',
    figures: { visitors: 18000, countries: 15, exhibitors: 210, speakers: 86, conferences: 9 },
  },
  {
    id: 2,
    year: 2024,
    days: ['2024-10-02', '2024-10-03', '2024-10-04', '2024-10-05'],
    isCurrent: false,
    venue: 'Буянт-Ухаа спорт цогцолбор, Улаанбаатар',
    venueEn: 'Buyant-Ukhaa Sport Complex, Ulaanbaatar',
    figures: { visitors: 25000, countries: 18, exhibitors: 300, speakers: 104, conferences: 10 },
  },
  {
    id: 5,
    year: 2025,
    days: ['2025-09-11', '2025-09-12', '2025-09-13'],
    isCurrent: false,
    venue: 'Буянт-Ухаа спорт цогцолбор, Улаанбаатар',
    venueEn: 'Buyant-Ukhaa Sport Complex, Ulaanbaatar',
    figures: { visitors: 28000, countries: 19, exhibitors: 320, speakers: 115, conferences: 11 },
  },
];

/**
 * The editions, the current one (event id 3) last. Seeds 1 held it on 11-13 Sep 2025; the demo holds it two weeks
 * after the seed date instead (the expo week, when the meetings are booked), so the site presents a coming edition
 * that takes registrations. Its year, and so its name, are its dates' year.
 */
function editions(clock: SeedClock): Edition[] {
  const days = expoWeekDates(clock);

  const year = Number(days[0]?.slice(0, 4));

  return [
    // One edition a year: an archived one of the current edition's year (a clock before 2025) would take its place.
    ...ARCHIVED_EDITIONS.filter((edition) => edition.year < year),
    {
      id: 3,
      year,
      days,
      isCurrent: true,
      venue: 'Буянт-Ухаа спорт цогцолбор, Улаанбаатар',
      venueEn: 'Buyant-Ukhaa Sport Complex, Ulaanbaatar',
      figures: { visitors: 30000, countries: 20, exhibitors: 350, speakers: 123, conferences: 12 },
    },
  ];
}

const invitation = (year: number): string =>
  `<p>Монголын Уул Уурхайн Үндэсний Ассоциаци ${year} оны олон улсын уул уурхайн чуулган, үзэсгэлэнд таныг урьж байна. Салбарын бодлого, хөрөнгө оруулалт, хариуцлагатай уул уурхай, шинэ технологийн талаар төр, хувийн хэвшил, олон улсын түншүүд нэг дор уулзана.</p><p>Үзэсгэлэнд оролцогчид, илтгэгчид, зочдыг урьдчилан бүртгүүлэхийг хүсье.</p>`;
const invitationEn = (year: number): string =>
  `<p>The Mongolian National Mining Association invites you to the ${year} international mining conference and exhibition. Government, industry and international partners meet in one place to discuss policy, investment, responsible mining and new technology.</p><p>Exhibitors, speakers and visitors are kindly asked to register in advance.</p>`;
const about = (year: number): string =>
  `<p>Mongolia Mining Week бол 1994 онд байгуулагдсан Монголын Уул Уурхайн Үндэсний Ассоциацийн жил бүр зохион байгуулдаг салбарын хамгийн том арга хэмжээ юм. ${year} оны чуулган нь бодлогын хэлэлцүүлэг, хөрөнгө оруулалтын уулзалт, техник технологийн үзэсгэлэн, бизнес уулзалтуудыг нэгтгэнэ.</p><p>Чуулганы илтгэлүүд уул уурхайн хууль эрх зүй, байгаль орчин, нийгмийн хариуцлага, дэд бүтэц, ажиллах хүчний ур чадварыг хамарна.</p>`;
const aboutEn = (year: number): string =>
  `<p>Mongolia Mining Week is the largest yearly event of the Mongolian National Mining Association, founded in 1994. The ${year} edition brings together policy debates, investment meetings, an exhibition of equipment and technology, and business meetings.</p><p>Its sessions cover mining law, the environment, social responsibility, infrastructure and the skills of the workforce.</p>`;

/** The demo partners, named as the association's own logos are (demo-data/logos.ts) where they are the same firms. */
const SPONSORS: ReadonlyArray<{ name: string; nameEn: string }> = [
  { name: 'Хангайн Зэс ХХК', nameEn: 'Khangai Copper LLC' },
  { name: 'Номин Говь Коал ХХК', nameEn: 'Nomin Gobi Coal LLC' },
  { name: 'Сэлэнгэ Төмөр ХХК', nameEn: 'Selenge Iron LLC' },
  { name: 'Бор-Өндөр Флюорит ХХК', nameEn: 'Bor-Undur Fluorite LLC' },
  { name: 'Тэнгэр Майнинг ХХК', nameEn: 'Tenger Mining LLC' },
  { name: 'Цайрын Өргөө ХХК', nameEn: 'Tsairiin Urguu LLC' },
  { name: 'Говь Логистик ХХК', nameEn: 'Gobi Logistics LLC' },
  { name: 'Эрдэс Технологи ХХК', nameEn: 'Erdes Technology LLC' },
  { name: 'Алтан Говь Ресурс ХК', nameEn: 'Altan Gobi Resources JSC' },
  { name: 'Хөх Нуур Минерал ХХК', nameEn: 'Khukh Nuur Minerals LLC' },
  { name: 'Оргил Майн Сервис ХХК', nameEn: 'Orgil Mine Service LLC' },
  { name: 'Хүдэр Энержи ХХК', nameEn: 'Khuder Energy LLC' },
];
const ORGANISERS: ReadonlyArray<{ name: string; nameEn: string }> = [
  { name: 'Монголын Уул Уурхайн Үндэсний Ассоциаци', nameEn: 'Mongolian National Mining Association' },
  { name: 'Уул уурхай, хүнд үйлдвэрийн яам', nameEn: 'Ministry of Mining and Heavy Industry' },
  {
    name: 'Монголын Үндэсний Худалдаа Аж Үйлдвэрийн Танхим',
    nameEn: 'Mongolian National Chamber of Commerce and Industry',
  },
];

const CONTACTS = [
  { id: 1, type: 'phone', information: '+976 7011 1994' },
  { id: 2, type: 'phone', information: '+976 7011 1995' },
  { id: 3, type: 'email', information: 'info@miningweek.mn' },
  { id: 4, type: 'email', information: 'exhibition@miningweek.mn' },
  { id: 5, type: 'link', information: 'https://www.mongolianmining.mn' },
] as const;

const SOCIAL_LINKS = [
  { id: 1, icon: 'facebook', link: 'https://www.facebook.com/MongoliaMiningWeek' },
  { id: 2, icon: 'x-twitter', link: 'https://x.com/MiningWeekMN' },
  { id: 3, icon: 'youtube', link: 'https://www.youtube.com/@MongoliaMiningWeek' },
  { id: 4, icon: 'linkedin', link: 'https://www.linkedin.com/company/mongolia-mining-week' },
] as const;

export const conferenceVideoKey = (year: number): string => `conference/seed-${year}.mp4`;
export const conferencePosterKey = (year: number): string => `conference/seed-${year}-poster.jpg`;
type Session = { startsAt: string; endsAt: string; title: string; titleEn: string; place: string; placeEn: string };

const MAIN_HALL = { place: 'Их танхим', placeEn: 'Main hall' };
const HALL_B = { place: 'Б танхим', placeEn: 'Hall B' };
const EXHIBITION = { place: 'Үзэсгэлэнгийн танхим', placeEn: 'Exhibition hall' };

/** The programme of each day of an edition, by day number (a later day takes the last one's). */
const PROGRAMME: readonly (readonly Session[])[] = [
  [
    { startsAt: '09:00', endsAt: '10:00', title: 'Нээлтийн ёслол', titleEn: 'Opening ceremony', ...MAIN_HALL },
    {
      startsAt: '10:30',
      endsAt: '12:00',
      title: 'Бодлогын хэлэлцүүлэг: уул уурхайн салбарын ирээдүй',
      titleEn: 'Policy panel: the future of mining',
      ...MAIN_HALL,
    },
    {
      startsAt: '13:30',
      endsAt: '15:00',
      title: 'Хөрөнгө оруулалтын чуулга уулзалт',
      titleEn: 'Investment forum',
      ...HALL_B,
    },
    {
      startsAt: '15:30',
      endsAt: '17:00',
      title: 'Хариуцлагатай уул уурхай',
      titleEn: 'Responsible mining',
      ...MAIN_HALL,
    },
  ],
  [
    {
      startsAt: '09:00',
      endsAt: '18:00',
      title: 'Техник, технологийн үзэсгэлэн',
      titleEn: 'Equipment and technology exhibition',
      ...EXHIBITION,
    },
    {
      startsAt: '10:00',
      endsAt: '12:00',
      title: 'Байгаль орчин ба газрын нөхөн сэргээлт',
      titleEn: 'Environment and land rehabilitation',
      ...MAIN_HALL,
    },
    {
      startsAt: '14:00',
      endsAt: '16:00',
      title: 'Дэд бүтэц ба тээвэр логистик',
      titleEn: 'Infrastructure, transport and logistics',
      ...HALL_B,
    },
  ],
  [
    {
      startsAt: '10:00',
      endsAt: '12:00',
      title: 'Ур чадвар ба хүний нөөц',
      titleEn: 'Skills and the workforce',
      ...MAIN_HALL,
    },
    {
      startsAt: '14:00',
      endsAt: '15:30',
      title: 'Бизнес уулзалтууд (B2B)',
      titleEn: 'Business meetings (B2B)',
      ...EXHIBITION,
    },
    { startsAt: '16:00', endsAt: '17:00', title: 'Хаалтын ёслол', titleEn: 'Closing ceremony', ...MAIN_HALL },
  ],
];

const dayId = (edition: Edition, index: number): number => edition.id * 10 + index + 1;
const agendaImageKey = (year: number, day: number, locale: 'mn' | 'en'): string =>
  `conference/agenda-${year}-${day}-${locale}.jpg`;
const HALLS = [
  { name: 'Их танхим', nameEn: 'Main hall' },
  { name: 'Б танхим', nameEn: 'Hall B' },
  { name: 'В танхим', nameEn: 'Hall C' },
] as const;
const hallId = (edition: Edition, index: number): number => edition.id * 10 + index + 1;

/** The current edition's presentations by day and hall (indexes); hall C on day 3 has none. */
const PRESENTATIONS: ReadonlyArray<{ day: number; hall: number; name: string; nameEn: string }> = [
  { day: 0, hall: 0, name: 'Уул уурхайн салбарын 2025-2030 оны бодлого', nameEn: 'Mining policy for 2025-2030' },
  { day: 0, hall: 0, name: 'Эрдэс баялгийн экспорт ба зах зээл', nameEn: 'Mineral exports and markets' },
  { day: 0, hall: 1, name: 'Хөрөнгө оруулалтын орчин', nameEn: 'The investment climate' },
  { day: 0, hall: 2, name: 'Уурхайн аюулгүй ажиллагаа', nameEn: 'Mine safety' },
  { day: 1, hall: 0, name: 'Газрын нөхөн сэргээлтийн сайн туршлага', nameEn: 'Good practice in land rehabilitation' },
  { day: 1, hall: 1, name: 'Төмөр замын тээвэр ба боомт', nameEn: 'Rail transport and border ports' },
  { day: 1, hall: 2, name: 'Усны нөөцийн менежмент', nameEn: 'Water management' },
  { day: 2, hall: 0, name: 'Мэргэжлийн боловсрол ба ур чадвар', nameEn: 'Vocational education and skills' },
  { day: 2, hall: 1, name: 'Дижитал уурхай', nameEn: 'The digital mine' },
];

const PRESENTERS: ReadonlyArray<{
  name: string;
  nameEn: string;
  position: string;
  positionEn: string;
  isWoman: boolean;
}> = [
  {
    name: 'Б.Энхбаяр',
    nameEn: 'B. Enkhbayar',
    position: 'Ассоциацийн ерөнхийлөгч',
    positionEn: 'President of the association',
    isWoman: false,
  },
  {
    name: 'Д.Сарантуяа',
    nameEn: 'D. Sarantuya',
    position: 'Уул уурхайн яамны Бодлогын газрын дарга',
    positionEn: 'Head of policy, Ministry of Mining',
    isWoman: true,
  },
  {
    name: 'Г.Мөнхбат',
    nameEn: 'G. Munkhbat',
    position: 'Хангайн Зэс ХХК-ийн гүйцэтгэх захирал',
    positionEn: 'CEO, Khangai Copper LLC',
    isWoman: false,
  },
  {
    name: 'Ц.Оюунчимэг',
    nameEn: 'Ts. Oyunchimeg',
    position: 'Байгаль орчны зөвлөх',
    positionEn: 'Environmental consultant',
    isWoman: true,
  },
  {
    name: 'Э.Батзориг',
    nameEn: 'E. Batzorig',
    position: 'Говь Логистик ХХК-ийн захирал',
    positionEn: 'Director, Gobi Logistics LLC',
    isWoman: false,
  },
  {
    name: 'С.Анужин',
    nameEn: 'S. Anujin',
    position: 'Хөрөнгө оруулалтын шинжээч',
    positionEn: 'Investment analyst',
    isWoman: true,
  },
  {
    name: 'Ж.Төмөрбаатар',
    nameEn: 'J. Tumurbaatar',
    position: 'Уурхайн аюулгүй ажиллагааны мэргэжилтэн',
    positionEn: 'Mine safety specialist',
    isWoman: false,
  },
  {
    name: 'Н.Хулан',
    nameEn: 'N. Khulan',
    position: 'Усны нөөцийн судлаач',
    positionEn: 'Water resources researcher',
    isWoman: true,
  },
  {
    name: 'О.Ганзориг',
    nameEn: 'O. Ganzorig',
    position: 'Эрдэс Технологи ХХК-ийн технологийн захирал',
    positionEn: 'CTO, Erdes Technology LLC',
    isWoman: false,
  },
  {
    name: 'П.Номин',
    nameEn: 'P. Nomin',
    position: 'Политехникийн коллежийн захирал',
    positionEn: 'Principal, Polytechnic College',
    isWoman: true,
  },
  {
    name: 'Л.Баярсайхан',
    nameEn: 'L. Bayarsaikhan',
    position: 'Худалдаа аж үйлдвэрийн танхимын дэд ерөнхийлөгч',
    positionEn: 'Vice president, Chamber of Commerce',
    isWoman: false,
  },
  {
    name: 'Х.Цэцэг',
    nameEn: 'Kh. Tsetseg',
    position: 'Нийгмийн хариуцлагын менежер',
    positionEn: 'Social responsibility manager',
    isWoman: true,
  },
];

/**
 * The last past edition's gallery by day (seeds 9: 12 photos at a time; day 1 has more, so "load more" has something
 * to load). The current edition lies ahead: it has no photos until its days have taken place.
 */
const GALLERY_YEAR = 2025;
const GALLERY_PHOTOS_PER_DAY = [14, 4, 4] as const;
/** Photos of the archived editions' first days (their homes' portfolio), by year. */
const ARCHIVE_PHOTOS: Readonly<Record<number, number>> = { 2022: 3, 2023: 4 };
const GALLERY_SCENES: readonly SceneKind[] = [
  'conference',
  'press',
  'plant',
  'truck',
  'excavator',
  'steppe',
  'solar',
  'rail',
  'pit',
  'chart',
];
const galleryKey = (index: number): string => `conference/gallery-${index + 1}.jpg`;

const presentationKey = (index: number): string => `conference/presentation-${index + 1}.pdf`;
const presenterKey = (index: number): string => `conference/presenter-${index + 1}.jpg`;
const partnerLogoKey = (kind: 'sponsor' | 'organiser', index: number): string => `conference/${kind}-${index + 1}.png`;

/** The editions with their days, figures, texts, video and partners; the conference's contacts and social links. */
export function conferencePart({ clock }: SeedContext): SeedPart {
  const allEditions = editions(clock);
  const current = allEditions.find((edition) => edition.isCurrent);
  const files: SeedFile[] = [
    ...(current
      ? [
          {
            key: conferenceVideoKey(current.year),
            contentType: 'video/mp4',
            render: () => demoClip('conference', 300 + current.year, '#f2b705'),
          },
          shownAs(
            'banner',
            jpegFile(conferencePosterKey(current.year), () =>
              scene('conference', { width: 1600, height: 900, seed: current.year }),
            ),
          ),
        ]
      : []),
    ...SPONSORS.map((_, index) =>
      shownAs(
        'card',
        pngFile(partnerLogoKey('sponsor', index), () => companyLogo(40 + index)),
      ),
    ),
    ...ORGANISERS.map((_, index) =>
      shownAs(
        'card',
        pngFile(partnerLogoKey('organiser', index), () => companyLogo(70 + index)),
      ),
    ),
    ...PRESENTATIONS.map((presentation, index) =>
      pdfFile(presentationKey(index), {
        title: presentation.nameEn,
        subtitle: 'Mongolia Mining Week',
        paragraphs: [`${presentation.nameEn}.`, 'Slides of the presentation.'],
      }),
    ),
    // Ten photos, shown in turn by the days' gallery rows: the demo needs many rows, not many files to encode.
    ...GALLERY_SCENES.map((kind, index) =>
      shownAs(
        'teaser',
        jpegFile(galleryKey(index), () => scene(kind, { width: 1200, height: 800, seed: 900 + index })),
      ),
    ),
    ...PRESENTERS.map((presenter, index) =>
      shownAs(
        'card',
        jpegFile(presenterKey(index), () => portrait(500 + index, { isWoman: presenter.isWoman })),
      ),
    ),
    ...(current
      ? current.days.flatMap((_, index) =>
          (['mn', 'en'] as const).map((locale) =>
            shownAs(
              'cover',
              jpegFile(agendaImageKey(current.year, index + 1, locale), () =>
                poster(index * 2 + (locale === 'en' ? 1 : 0)),
              ),
            ),
          ),
        )
      : []),
  ];

  return {
    files,
    insert: async (db: Database) => {
      await db
        .insert(conferenceEvents)
        .values(
          allEditions.map((edition) => ({
            id: edition.id,
            name: `Mongolia Mining Week ${edition.year} олон улсын чуулган, үзэсгэлэн`,
            nameEn: `Mongolia Mining Week ${edition.year} International Conference and Exhibition`,
            year: edition.year,
            startsOn: edition.days[0] ?? '',
            endsOn: edition.days.at(-1) ?? '',
            venue: edition.venue,
            venueEn: edition.venueEn,
            isCurrent: edition.isCurrent,
            ...edition.figures,
            invitation: invitation(edition.year),
            invitationEn: invitationEn(edition.year),
            about: about(edition.year),
            aboutEn: aboutEn(edition.year),
            video: edition.isCurrent ? conferenceVideoKey(edition.year) : '',
            poster: edition.isCurrent ? conferencePosterKey(edition.year) : '',
          })),
        )
        .onConflictDoNothing();
      await db
        .insert(conferenceDays)
        .values(
          allEditions.flatMap((edition) =>
            edition.days.map((eventDate, index) => ({
              id: dayId(edition, index),
              eventId: edition.id,
              day: index + 1,
              eventDate,
            })),
          ),
        )
        .onConflictDoNothing();
      await db
        .insert(conferenceSessions)
        .values(
          allEditions.flatMap((edition) =>
            edition.days.flatMap((_, index) =>
              (PROGRAMME[index] ?? PROGRAMME.at(-1) ?? []).map((session, order) => ({
                id: dayId(edition, index) * 10 + order,
                dayId: dayId(edition, index),
                ...session,
              })),
            ),
          ),
        )
        .onConflictDoNothing();
      await db
        .insert(conferenceHalls)
        .values(
          allEditions.flatMap((edition) =>
            HALLS.map((hall, index) => ({ id: hallId(edition, index), eventId: edition.id, ...hall, position: index })),
          ),
        )
        .onConflictDoNothing();
      if (current) {
        await db
          .insert(conferencePresentations)
          .values(
            PRESENTATIONS.map((presentation, index) => ({
              id: index + 1,
              dayId: dayId(current, presentation.day),
              hallId: hallId(current, presentation.hall),
              name: presentation.name,
              nameEn: presentation.nameEn,
              document: presentationKey(index),
              position: index,
            })),
          )
          .onConflictDoNothing();
        await db
          .insert(conferencePresenters)
          .values(
            PRESENTERS.map((presenter, index) => ({
              id: index + 1,
              eventId: current.id,
              nameMn: presenter.name,
              nameEn: presenter.nameEn,
              positionMn: presenter.position,
              positionEn: presenter.positionEn,
              image: presenterKey(index),
              queue: index,
            })),
          )
          .onConflictDoNothing();
        await db
          .insert(conferenceAgendaImages)
          .values(
            current.days.flatMap((_, index) =>
              (['mn', 'en'] as const).map((locale, order) => ({
                id: dayId(current, index) * 10 + order,
                dayId: dayId(current, index),
                locale,
                image: agendaImageKey(current.year, index + 1, locale),
              })),
            ),
          )
          .onConflictDoNothing();
      }
      await db
        .insert(conferencePartners)
        .values(
          allEditions.flatMap((edition) => [
            ...SPONSORS.map(({ name, nameEn }, index) => ({
              id: edition.id * 100 + index + 1,
              eventId: edition.id,
              kind: 'sponsor' as const,
              name,
              nameEn,
              logo: partnerLogoKey('sponsor', index),
              position: index,
            })),
            ...ORGANISERS.map(({ name, nameEn }, index) => ({
              id: edition.id * 100 + 50 + index,
              eventId: edition.id,
              kind: 'organiser' as const,
              name,
              nameEn,
              logo: partnerLogoKey('organiser', index),
              position: index,
            })),
          ]),
        )
        .onConflictDoNothing();
      const galleryEdition = allEditions.find((edition) => edition.year === GALLERY_YEAR && !edition.isCurrent);
      const galleryPhotos = galleryEdition
        ? galleryEdition.days.flatMap((_, day) =>
            Array.from({ length: GALLERY_PHOTOS_PER_DAY[day] ?? 0 }, (__, photo) => {
              const index = GALLERY_PHOTOS_PER_DAY.slice(0, day).reduce((sum, count) => sum + count, 0) + photo;

              return {
                id: index + 1,
                dayId: dayId(galleryEdition, day),
                image: galleryKey(index % GALLERY_SCENES.length),
              };
            }),
          )
        : [];
      if (galleryPhotos.length > 0)
        await db.insert(conferenceGalleryImages).values(galleryPhotos).onConflictDoNothing();
      const archivePhotos = allEditions.flatMap((edition) =>
        Array.from({ length: ARCHIVE_PHOTOS[edition.year] ?? 0 }, (_, photo) => ({
          id: edition.id * 100 + photo + 1,
          dayId: dayId(edition, 0),
          image: galleryKey((edition.year + photo) % GALLERY_SCENES.length),
        })),
      );
      if (archivePhotos.length > 0)
        await db.insert(conferenceGalleryImages).values(archivePhotos).onConflictDoNothing();
      await db
        .insert(conferenceContacts)
        .values([...CONTACTS])
        .onConflictDoNothing();
      await db
        .insert(conferenceSocialLinks)
        .values([...SOCIAL_LINKS])
        .onConflictDoNothing();
    },
  };
}
