import 'server-only';

import type { Database } from '@/db';
import { meetingRooms, meetings, meetingTimes, meetingUsers } from '@/db/schema';
import { siteDay } from '@/lib/i18n/site-date';
import { newCalendarToken } from '@/lib/meetings/calendar-token-writes';
import type { MeetingStatus, MeetingUserType } from '@/lib/meetings/constants';
import { scheduleMeetingReminderOnce } from '@/lib/meetings/reminder-job';

import type { SeedClock } from './clock';
import { EXPO_WEEK_DAYS_AHEAD } from './expo-week';
import { shownAs } from './files';
import { jpegFile } from './images/render';
import { paletteFor, shade, svgDocument, verticalGradient } from './images/svg';
import type { SeedContext, SeedPart } from './part';

type SeedUser = {
  id: number;
  name: string;
  nameEn: string;
  email: string;
  phoneNumber: string;
  userType: MeetingUserType;
};

/** The three demo sign-ins first (DESIGN 5), then the expo's other organisations and people. */
const USERS: readonly SeedUser[] = [
  {
    id: 1,
    name: 'Демо Экспо ХХК',
    nameEn: 'Demo Expo LLC',
    email: 'exhibitor@example.com',
    phoneNumber: '+976 9911 0001',
    userType: 'Exhibitor',
  },
  {
    id: 2,
    name: 'Алтан Ивээл ХХК',
    nameEn: 'Altan Iveel LLC',
    email: 'sponsor@example.com',
    phoneNumber: '+976 9911 0002',
    userType: 'Sponsor',
  },
  {
    id: 3,
    name: 'Б.Болормаа',
    nameEn: 'B. Bolormaa',
    email: 'attendee@example.com',
    phoneNumber: '+976 9911 0003',
    userType: 'Attendee',
  },
  {
    id: 4,
    name: 'Говийн Зэс ХХК',
    nameEn: 'Gobi Copper LLC',
    email: 'sales@gobi-copper.example.mn',
    phoneNumber: '+976 7011 2204',
    userType: 'Exhibitor',
  },
  {
    id: 5,
    name: 'Хангай Дриллинг ХХК',
    nameEn: 'Khangai Drilling LLC',
    email: 'info@khangai-drilling.example.mn',
    phoneNumber: '+976 7011 2205',
    userType: 'Exhibitor',
  },
  {
    id: 6,
    name: 'Тал Нутаг Логистик ХХК',
    nameEn: 'Steppe Logistics LLC',
    email: 'contact@steppe-logistics.example.mn',
    phoneNumber: '+976 7011 2206',
    userType: 'Sponsor',
  },
  {
    id: 7,
    name: 'Д.Энхжаргал',
    nameEn: 'D. Enkhjargal',
    email: 'enkhjargal.d@example.mn',
    phoneNumber: '+976 8811 2207',
    userType: 'Attendee',
  },
  {
    id: 8,
    name: 'Монгол Геосервис ХХК',
    nameEn: 'Mongol Geoservice LLC',
    email: 'office@mongol-geoservice.example.mn',
    phoneNumber: '+976 7011 2208',
    userType: 'Exhibitor',
  },
  {
    id: 9,
    name: 'Т.Батбаяр',
    nameEn: 'T. Batbayar',
    email: 'batbayar.t@example.mn',
    phoneNumber: '+976 8811 2209',
    userType: 'Attendee',
  },
  {
    id: 10,
    name: 'Номин Энержи ХХК',
    nameEn: 'Nomin Energy LLC',
    email: 'partners@nomin-energy.example.mn',
    phoneNumber: '+976 7011 2210',
    userType: 'Sponsor',
  },
  {
    id: 11,
    name: 'Хурд Техник ХХК',
    nameEn: 'Khurd Technic LLC',
    email: 'sales@khurd-technic.example.mn',
    phoneNumber: '+976 7011 2211',
    userType: 'Exhibitor',
  },
  {
    id: 12,
    name: 'С.Оюунчимэг',
    nameEn: 'S. Oyunchimeg',
    email: 'oyunchimeg.s@example.mn',
    phoneNumber: '+976 8811 2212',
    userType: 'Attendee',
  },
  {
    id: 13,
    name: 'Сэлэнгэ Метал ХХК',
    nameEn: 'Selenge Metal LLC',
    email: 'info@selenge-metal.example.mn',
    phoneNumber: '+976 7011 2213',
    userType: 'Exhibitor',
  },
  {
    id: 14,
    name: 'Нортерн Пит Сервисиз ХХК',
    nameEn: 'Northern Pit Services LLC',
    email: 'hello@northern-pit.example.com',
    phoneNumber: '+976 7011 2214',
    userType: 'Exhibitor',
  },
  {
    id: 15,
    name: 'Г.Мөнхбат',
    nameEn: 'G. Munkhbat',
    email: 'munkhbat.g@example.mn',
    phoneNumber: '+976 8811 2215',
    userType: 'Attendee',
  },
  {
    id: 16,
    name: 'Тэнгэр Сэйфти ХХК',
    nameEn: 'Tenger Safety LLC',
    email: 'safety@tenger-safety.example.mn',
    phoneNumber: '+976 7011 2216',
    userType: 'Exhibitor',
  },
  {
    id: 17,
    name: 'Алтай Капитал Партнерс',
    nameEn: 'Altai Capital Partners',
    email: 'invest@altai-capital.example.com',
    phoneNumber: '+976 7011 2217',
    userType: 'Sponsor',
  },
  {
    id: 18,
    name: 'Н.Сарангэрэл',
    nameEn: 'N. Sarangerel',
    email: 'sarangerel.n@example.mn',
    phoneNumber: '+976 8811 2218',
    userType: 'Attendee',
  },
  {
    id: 19,
    name: 'Үүрийн Гэгээ Лаборатори ХХК',
    nameEn: 'Uuriin Gegee Laboratory LLC',
    email: 'lab@uuriin-gegee.example.mn',
    phoneNumber: '+976 7011 2219',
    userType: 'Exhibitor',
  },
  {
    id: 20,
    name: 'Ж.Ганзориг',
    nameEn: 'J. Ganzorig',
    email: 'ganzorig.j@example.mn',
    phoneNumber: '+976 8811 2220',
    userType: 'Attendee',
  },
  {
    id: 21,
    name: 'Цэнхэр Тэнгэр Тоног Төхөөрөмж ХХК',
    nameEn: 'Blue Sky Mining Equipment LLC',
    email: 'sales@bluesky-equipment.example.com',
    phoneNumber: '+976 7011 2221',
    userType: 'Exhibitor',
  },
  {
    id: 22,
    name: 'Өлзий Консалтинг ХХК',
    nameEn: 'Ulzii Consulting LLC',
    email: 'advice@ulzii-consulting.example.mn',
    phoneNumber: '+976 7011 2222',
    userType: 'Sponsor',
  },
  {
    id: 23,
    name: 'Э.Төгсжаргал',
    nameEn: 'E. Tugsjargal',
    email: 'tugsjargal.e@example.mn',
    phoneNumber: '+976 8811 2223',
    userType: 'Attendee',
  },
  {
    id: 24,
    name: 'Сайншанд Ногоон Эрчим Хүч ХХК',
    nameEn: 'Sainshand Green Power LLC',
    email: 'info@sainshand-power.example.mn',
    phoneNumber: '+976 7011 2224',
    userType: 'Exhibitor',
  },
];

/** The expo's two meeting days, the conference's first two (two weeks after the seed date): booking works whenever the demo is started. */
const MEETING_DAYS: readonly number[] = EXPO_WEEK_DAYS_AHEAD.slice(0, 2);
/** Hourly slots from 10:00 to 17:00 (the last ends at 18:00). */
const MEETING_HOURS = [10, 11, 12, 13, 14, 15, 16, 17];

/** Slot ids: day 1 is 1..8, day 2 is 9..16, each day in hour order. */
const slotId = (day: number, hour: number): number => day * MEETING_HOURS.length + MEETING_HOURS.indexOf(hour) + 1;

const ROOMS = [
  { id: 1, roomNumber: 'Алтай 101', roomNumberEn: 'Altai 101', capacity: 4 },
  { id: 2, roomNumber: 'Хангай 102', roomNumberEn: 'Khangai 102', capacity: 6 },
  { id: 3, roomNumber: 'Хэнтий 201', roomNumberEn: 'Khentii 201', capacity: 10 },
] as const;
const roomPicture = (id: number): string => `meetings/room-${id}.jpg`;

type SeedMeeting = {
  id: number;
  senderId: number;
  receiverId: number;
  roomId: number;
  day: 0 | 1;
  hour: number;
  status: MeetingStatus;
  cancelledBy?: number;
  description: string;
};

/**
 * Every status, and no person or room twice in one live slot (the database would refuse it). The demo sign-ins
 * are free on the first day's slots, so a first booking there always works.
 */
const MEETINGS: readonly SeedMeeting[] = [
  {
    id: 1,
    senderId: 4,
    receiverId: 1,
    roomId: 1,
    day: 1,
    hour: 11,
    status: 'pending',
    description: 'Зэсийн баяжмалын тээврийн гэрээний санал',
  },
  {
    id: 2,
    senderId: 1,
    receiverId: 2,
    roomId: 1,
    day: 1,
    hour: 14,
    status: 'accepted',
    description: 'Sponsorship package for next year’s expo',
  },
  {
    id: 3,
    senderId: 5,
    receiverId: 1,
    roomId: 2,
    day: 0,
    hour: 10,
    status: 'cancelled',
    cancelledBy: 5,
    description: 'Өрөмдлөгийн тоног төхөөрөмжийн түрээс',
  },
  {
    id: 4,
    senderId: 3,
    receiverId: 6,
    roomId: 2,
    day: 1,
    hour: 15,
    status: 'pending',
    description: 'Логистикийн үйлчилгээний үнийн санал',
  },
  {
    id: 5,
    senderId: 7,
    receiverId: 3,
    roomId: 3,
    day: 1,
    hour: 13,
    status: 'accepted',
    description: 'Career opportunities in exploration geology',
  },
  {
    id: 6,
    senderId: 8,
    receiverId: 9,
    roomId: 1,
    day: 0,
    hour: 11,
    status: 'accepted',
    description: 'Геофизикийн судалгааны хамтын ажиллагаа',
  },
  {
    id: 7,
    senderId: 10,
    receiverId: 11,
    roomId: 2,
    day: 0,
    hour: 11,
    status: 'pending',
    description: 'Power supply for remote mine camps',
  },
  { id: 8, senderId: 12, receiverId: 13, roomId: 3, day: 0, hour: 12, status: 'accepted', description: '' },
  {
    id: 9,
    senderId: 14,
    receiverId: 15,
    roomId: 1,
    day: 0,
    hour: 12,
    status: 'cancelled',
    cancelledBy: 15,
    description: 'Pit dewatering services',
  },
  {
    id: 10,
    senderId: 14,
    receiverId: 15,
    roomId: 1,
    day: 0,
    hour: 13,
    status: 'accepted',
    description: 'Pit dewatering services (new time)',
  },
  {
    id: 11,
    senderId: 16,
    receiverId: 17,
    roomId: 2,
    day: 0,
    hour: 14,
    status: 'pending',
    description: 'Хөрөнгө оруулалтын санал',
  },
  {
    id: 12,
    senderId: 18,
    receiverId: 19,
    roomId: 3,
    day: 0,
    hour: 15,
    status: 'accepted',
    description: 'Сорьцын шинжилгээний үнэ, хугацаа',
  },
  {
    id: 13,
    senderId: 20,
    receiverId: 21,
    roomId: 1,
    day: 1,
    hour: 12,
    status: 'pending',
    description: 'Spare parts for haul trucks',
  },
  {
    id: 14,
    senderId: 22,
    receiverId: 23,
    roomId: 2,
    day: 1,
    hour: 12,
    status: 'accepted',
    description: 'ESG reporting advisory',
  },
  {
    id: 15,
    senderId: 24,
    receiverId: 4,
    roomId: 3,
    day: 1,
    hour: 16,
    status: 'cancelled',
    cancelledBy: 24,
    description: 'Нарны цахилгаан станцын төсөл',
  },
  {
    id: 16,
    senderId: 2,
    receiverId: 3,
    roomId: 3,
    day: 1,
    hour: 17,
    status: 'cancelled',
    cancelledBy: 3,
    description: 'Sponsor booth tour',
  },
];

/** A meeting room seen from above: the table with as many chairs as the room seats, a window wall and a plant. */
function roomPictureSvg(seed: number, seats: number): string {
  const width = 640;
  const height = 400;
  const palette = paletteFor(seed);
  const table = { x: width / 2, y: height * 0.58, rx: 70 + seats * 12, ry: 48 + seats * 3 };
  let chairs = '';
  for (let seat = 0; seat < seats; seat++) {
    const angle = (2 * Math.PI * seat) / seats + Math.PI / seats;
    const x = table.x + Math.cos(angle) * (table.rx + 26);
    const y = table.y + Math.sin(angle) * (table.ry + 24);
    chairs += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="17" fill="${shade(palette.accent, -0.35)}" stroke="${shade(palette.accent, -0.6)}" stroke-width="3"/>`;
  }

  return svgDocument(
    width,
    height,
    `<defs>${verticalGradient('floor', shade(palette.land, 0.55), shade(palette.land, 0.3))}${verticalGradient('window', palette.skyTop, palette.skyBottom)}</defs>
<rect width="${width}" height="${height}" fill="url(#floor)"/>
<rect width="${width}" height="70" fill="${shade(palette.shadow, 0.75)}"/>
<rect x="60" y="14" width="${width - 120}" height="42" rx="4" fill="url(#window)"/>
${chairs}
<ellipse cx="${table.x}" cy="${table.y}" rx="${table.rx}" ry="${table.ry}" fill="${shade(palette.landDark, 0.15)}" stroke="${shade(palette.landDark, -0.3)}" stroke-width="4"/>
<circle cx="${width - 48}" cy="${height - 48}" r="30" fill="#15803d"/><circle cx="${width - 48}" cy="${height - 48}" r="14" fill="#166534"/>`,
  );
}

/** The local date of a meeting day. */
const meetingDate = (clock: SeedClock, day: number): string => siteDay(clock.at(-(MEETING_DAYS[day] ?? 0), 12));

/**
 * The expo's B2B meetings (DESIGN 5): 24 meeting users (exhibitor@, sponsor@ and attendee@example.com among them),
 * two meeting days of hourly slots in the future, three rooms with pictures, meetings in every status, and the
 * reminders of the accepted ones.
 */
export function meetingsPart({ clock }: SeedContext): SeedPart {
  return {
    files: ROOMS.map((room) =>
      shownAs(
        'card',
        jpegFile(roomPicture(room.id), () => roomPictureSvg(1500 + room.id, room.capacity)),
      ),
    ),
    insert: async (db: Database) => {
      // Tokens are secrets (the feed's) or page addresses: random, and kept by a later run (ON CONFLICT DO NOTHING).
      await db
        .insert(meetingUsers)
        .values(
          USERS.map((user) => ({
            ...user,
            userToken: newCalendarToken(),
            calendarToken: newCalendarToken(),
            createdAt: clock.at(20),
          })),
        )
        .onConflictDoNothing();
      await db
        .insert(meetingTimes)
        .values(
          MEETING_DAYS.flatMap((_, day) =>
            MEETING_HOURS.map((hour) => ({
              id: slotId(day, hour),
              meetingDate: meetingDate(clock, day),
              meetingTime: `${hour}:00`,
            })),
          ),
        )
        .onConflictDoNothing();
      await db
        .insert(meetingRooms)
        .values(ROOMS.map((room) => ({ ...room, roomPic: roomPicture(room.id) })))
        .onConflictDoNothing();
      await db
        .insert(meetings)
        .values(
          MEETINGS.map(({ day, hour, cancelledBy, status, ...meeting }, index) => ({
            ...meeting,
            status,
            timeId: slotId(day, hour),
            cancelledBy: cancelledBy ?? null,
            // The invitation, then one change for an answer: accepted or cancelled.
            sequence: status === 'pending' ? 0 : 1,
            createdAt: clock.at(6 - (index % 5), 9 + (index % 8)),
            updatedAt: clock.at(1, 9 + (index % 8)),
          })),
        )
        .onConflictDoNothing();
      for (const meeting of MEETINGS.filter(({ status }) => status === 'accepted')) {
        await scheduleMeetingReminderOnce(
          { meetingId: meeting.id, startsAt: clock.at(-(MEETING_DAYS[meeting.day] ?? 0), meeting.hour) },
          db,
        );
      }
    },
  };
}
