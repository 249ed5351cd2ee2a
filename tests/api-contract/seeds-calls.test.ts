import { beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { categories, meetingUsers, news } from '@/db/schema';
import { createSeedClock } from '@/demo-data/clock';
import { conferencePart } from '@/demo-data/conference';
import { conferenceSitePart } from '@/demo-data/conference-site';
import { directoryPart } from '@/demo-data/directory';
import { meetingsPart } from '@/demo-data/meetings';
import { moveSequencesPastSeededIds } from '@/demo-data/sequences';
import { openApiDocument } from '@/lib/api/openapi/document';
import { SEEDS_ANSWERS, type SeedsCall } from '@/lib/api/openapi/seeds-answers';
import { SEEDS_ENTITIES, type SeedsAnswer } from '@/lib/api/openapi/seeds-entities';
import type { SignInSubject } from '@/lib/auth/subjects';
import type { MailMessage } from '@/lib/mail';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { listAvailability } from '@/lib/meetings/queries';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';

import { GET as mwAdminAgenda } from '@/app/api/mw/admin/get/agenda/route';
import { GET as mwAdminPresenter } from '@/app/api/mw/admin/get/presenter/route';
import { GET as mwAgenda } from '@/app/api/mw/get/agenda/route';
import { GET as mwCategories } from '@/app/api/mw/get/categories/route';
import { GET as mwCategory } from '@/app/api/mw/get/category/route';
import { GET as mwEvent } from '@/app/api/mw/get/event/route';
import { GET as mwEventDates } from '@/app/api/mw/get/event-dates/route';
import { GET as mwFooter } from '@/app/api/mw/get/footer/route';
import { GET as mwGallery } from '@/app/api/mw/get/gallery-by-date/route';
import { GET as mwHall } from '@/app/api/mw/get/hall/route';
import { GET as mwLanguage } from '@/app/api/mw/get/language/route';
import { GET as mwNewRegistration } from '@/app/api/mw/get/new-registration/route';
import { GET as mwNewsCategory } from '@/app/api/mw/get/news-category/route';
import { GET as mwPresentation } from '@/app/api/mw/get/presentation/route';
import { GET as mwPresenter } from '@/app/api/mw/get/presenter/route';
import { GET as mwSocialLink } from '@/app/api/mw/get/social-link/route';
import { GET as mwUserRegistration } from '@/app/api/mw/get/user-registration/route';
import { GET as ypBanner } from '@/app/api/yellow-page/banner/route';
import { GET as ypCategories } from '@/app/api/yellow-page/categories/route';
import { GET as ypCategoriesByMain } from '@/app/api/yellow-page/categories-by-main/route';
import { GET as ypCompanies } from '@/app/api/yellow-page/companies/route';
import { GET as ypCompany } from '@/app/api/yellow-page/company/route';
import { GET as ypAcceptMeeting } from '@/app/api/yellow-page/accept/meeting/route';
import { DELETE as ypCancelMeeting } from '@/app/api/yellow-page/cancel/meeting/route';
import { GET as ypAllUsers } from '@/app/api/yellow-page/get/all-users/route';
import { GET as ypAvailableTimes } from '@/app/api/yellow-page/get/available-meeting-times/route';
import { GET as ypAdminBanner } from '@/app/api/yellow-page/get/banner/route';
import { GET as ypAdminCategories } from '@/app/api/yellow-page/get/categories/route';
import { GET as ypAdminCompany } from '@/app/api/yellow-page/get/company/route';
import { GET as ypCompanyList } from '@/app/api/yellow-page/get/company-list/route';
import { GET as ypCompanyListByName } from '@/app/api/yellow-page/get/company-list/name/route';
import { GET as ypConsultantList } from '@/app/api/yellow-page/get/consultant-list/route';
import { GET as ypConsultantListByName } from '@/app/api/yellow-page/get/consultant-list/name/route';
import { GET as ypMeetingTimesRooms } from '@/app/api/yellow-page/get/meeting-times-rooms/route';
import { GET as ypMeetingUsers } from '@/app/api/yellow-page/get/meeting-users/route';
import { GET as ypAdminMeetings } from '@/app/api/yellow-page/get/meetings/route';
import { GET as ypMeetingsByUser } from '@/app/api/yellow-page/get/meetings-by-user/route';
import { GET as ypNewRequest } from '@/app/api/yellow-page/get/new-request/route';
import { GET as ypPerson } from '@/app/api/yellow-page/get/person/route';
import { GET as ypUser } from '@/app/api/yellow-page/get/user/route';
import { POST as ypInsertMeetingUser } from '@/app/api/yellow-page/insert/meeting-user/route';
import { GET as ypNews } from '@/app/api/yellow-page/news/route';
import { GET as ypPeople } from '@/app/api/yellow-page/people/route';
import { POST as ypSendInvitation } from '@/app/api/yellow-page/send/meeting-invitation/route';
import { GET as ypSendCode } from '@/app/api/yellow-page/send/verification-code/route';
import { POST as ypUpdateMeetingUser } from '@/app/api/yellow-page/update/meeting-user/route';
import { POST as ypVerifyCode } from '@/app/api/yellow-page/verify/confirmation-code/route';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';
import { signInAs } from '@/tests/fixtures/signed-in';

import { itemsAt } from './items-at';

const mailbox = vi.hoisted(() => ({ sent: [] as MailMessage[] }));
vi.mock('@/lib/mail', () => ({ sendMail: async (message: MailMessage) => void mailbox.sent.push(message) }));

prepareTestDatabase();

/** The demo attendee exhibitor@example.com (id 1 of the demo meetings). */
const ATTENDEE = { id: 1, email: 'exhibitor@example.com' };
const ids = {
  admin: 0,
  hall: 0,
  day: 0,
  photoDay: 0,
  userToken: '',
  receiver: 0,
  time: 0,
  room: 0,
  meeting: 0,
  meetingNumber: '',
};

// The demo conference, directory and meetings, as `npm run db:seed` inserts them.
beforeAll(async () => {
  const context = { clock: createSeedClock() };
  for (const part of [conferencePart(context), conferenceSitePart(context), directoryPart(), meetingsPart(context)])
    await part.insert(db);
  await moveSequencesPastSeededIds(db);
  await db.insert(categories).values({ cid: 8, category: 'Мэдээ', categoryEn: 'News', pageType: 'news' });
  await db.insert(news).values({
    image: 'news/1.jpg',
    title: 'Лавлахын мэдээ',
    titleEn: 'Directory news',
    categoryCid: 8,
    yellowBook: true,
  });
  ids.admin = (await createStaffAccounts()).adminId;
  const presentation = await db.query.conferencePresentations.findFirst();
  ids.hall = presentation?.hallId ?? 0;
  ids.day = presentation?.dayId ?? 0;
  // The demo's photos are a past edition's: the coming one has none before its days.
  ids.photoDay = (await db.query.conferenceGalleryImages.findFirst())?.dayId ?? 0;
  const attendee = await db.query.meetingUsers.findFirst({ where: (users, { eq }) => eq(users.id, ATTENDEE.id) });
  ids.userToken = attendee?.userToken ?? '';
  // The invitation goes to a newcomer with no meeting, at a time and in a room still free for the attendee.
  const [newcomer] = await db
    .insert(meetingUsers)
    .values({
      name: 'Шинэ Оролцогч',
      nameEn: 'New Attendee',
      email: 'newcomer@example.com',
      userType: 'Attendee',
      userToken: 'newcomer-page',
      calendarToken: 'newcomer-feed',
    })
    .returning({ id: meetingUsers.id });
  ids.receiver = newcomer?.id ?? 0;
  const time = (await listAvailability({ userId: ATTENDEE.id }))[0]?.times[0];
  ids.time = time?.meeting_time_id ?? 0;
  ids.room = time?.rooms[0]?.room_id ?? 0;
});

type Session = 'visitor' | 'admin' | 'attendee' | 'receiver';
type Handler = (request: Request) => Promise<Response>;
type Contract = {
  /** The call as the OpenAPI document names it; its seeds entities are SEEDS_ANSWERS[call]. */
  call: SeedsCall;
  /** The request's path and query after /api/. */
  path: () => string;
  handler: Handler;
  session: Session;
  /** A JSON body makes the request a POST. */
  body?: () => unknown;
  method?: 'DELETE';
  before?: () => Promise<unknown>;
  /** For a variant of a call that answers other entities than the documented ones (new-request?type=2). */
  answers?: SeedsAnswer['answers'];
};

// As a page of the site sends them: meeting changes are refused from another site or as a navigation.
const HEADERS = {
  [SOCKET_ADDRESS_HEADER]: '10.8.0.1',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
  'content-type': 'application/json',
};
const requestOf = ({ path, body, method }: Contract) =>
  new Request(
    `http://localhost/api/${path()}`,
    body
      ? { method: 'POST', body: JSON.stringify(body()), headers: HEADERS }
      : { method: method ?? 'GET', headers: HEADERS },
  );
const mailedCode = () => /\b(\d{6})\b/.exec(mailbox.sent.at(-1)?.text ?? '')?.[1] ?? '';
const meetingUser = {
  name: 'Гэрэгэ ХХК',
  name_en: 'Gerege LLC',
  email: 'contract@example.com',
  phone_number: '+976 9911 0099',
  user_type: 'Exhibitor',
};
const fixed = (path: string) => () => path;

const CONTRACTS: Contract[] = [
  // 7.1 Conference public
  {
    call: 'get /api/mw/get/agenda',
    path: fixed('mw/get/agenda?event=3&language=1'),
    handler: mwAgenda,
    session: 'visitor',
  },
  { call: 'get /api/mw/get/presenter', path: fixed('mw/get/presenter?id=3'), handler: mwPresenter, session: 'visitor' },
  { call: 'get /api/mw/get/hall', path: fixed('mw/get/hall?event=3'), handler: mwHall, session: 'visitor' },
  {
    call: 'get /api/mw/get/presentation',
    path: () => `mw/get/presentation?hall=${ids.hall}&agenda=${ids.day}`,
    handler: mwPresentation,
    session: 'visitor',
  },
  {
    call: 'get /api/mw/get/gallery-by-date',
    path: () => `mw/get/gallery-by-date?id=${ids.photoDay}&limit=12&offset=0`,
    handler: mwGallery,
    session: 'visitor',
  },
  {
    call: 'get /api/mw/get/news-category',
    path: fixed('mw/get/news-category'),
    handler: mwNewsCategory,
    session: 'visitor',
  },
  { call: 'get /api/mw/get/category', path: fixed('mw/get/category'), handler: mwCategory, session: 'visitor' },
  { call: 'get /api/mw/get/footer', path: fixed('mw/get/footer'), handler: mwFooter, session: 'visitor' },
  { call: 'get /api/mw/get/social-link', path: fixed('mw/get/social-link'), handler: mwSocialLink, session: 'visitor' },
  // 7.2 Conference admin
  { call: 'get /api/mw/get/categories', path: fixed('mw/get/categories'), handler: mwCategories, session: 'admin' },
  { call: 'get /api/mw/get/event', path: fixed('mw/get/event'), handler: mwEvent, session: 'admin' },
  {
    call: 'get /api/mw/get/user-registration',
    path: fixed('mw/get/user-registration?event=3&page=1'),
    handler: mwUserRegistration,
    session: 'admin',
  },
  {
    call: 'get /api/mw/get/new-registration',
    path: fixed('mw/get/new-registration?event=3&page=1'),
    handler: mwNewRegistration,
    session: 'admin',
  },
  {
    call: 'get /api/mw/admin/get/presenter',
    path: fixed('mw/admin/get/presenter?event=3&page=1&limit=20'),
    handler: mwAdminPresenter,
    session: 'admin',
  },
  { call: 'get /api/mw/get/language', path: fixed('mw/get/language'), handler: mwLanguage, session: 'admin' },
  {
    call: 'get /api/mw/get/event-dates',
    path: fixed('mw/get/event-dates?language=all'),
    handler: mwEventDates,
    session: 'admin',
  },
  {
    call: 'get /api/mw/admin/get/agenda',
    path: fixed('mw/admin/get/agenda?event=3&page=1&language=all'),
    handler: mwAdminAgenda,
    session: 'admin',
  },
  // 7.3 Directory public
  {
    call: 'get /api/yellow-page/categories',
    path: fixed('yellow-page/categories?language=mn'),
    handler: ypCategories,
    session: 'visitor',
  },
  {
    call: 'get /api/yellow-page/categories-by-main',
    path: fixed('yellow-page/categories-by-main?main=01&language=mn'),
    handler: ypCategoriesByMain,
    session: 'visitor',
  },
  { call: 'get /api/yellow-page/news', path: fixed('yellow-page/news'), handler: ypNews, session: 'visitor' },
  { call: 'get /api/yellow-page/banner', path: fixed('yellow-page/banner'), handler: ypBanner, session: 'visitor' },
  {
    call: 'get /api/yellow-page/companies',
    path: fixed('yellow-page/companies?lang=mn'),
    handler: ypCompanies,
    session: 'visitor',
  },
  {
    call: 'get /api/yellow-page/people',
    path: fixed('yellow-page/people?lang=mn'),
    handler: ypPeople,
    session: 'visitor',
  },
  {
    call: 'get /api/yellow-page/company',
    path: fixed('yellow-page/company?lang=mn&id=1'),
    handler: ypCompany,
    session: 'visitor',
  },
  // 7.4 Meetings
  {
    call: 'get /api/yellow-page/send/verification-code',
    path: fixed(`yellow-page/send/verification-code?email=${ATTENDEE.email}`),
    handler: ypSendCode,
    session: 'visitor',
  },
  {
    call: 'post /api/yellow-page/verify/confirmation-code',
    path: fixed('yellow-page/verify/confirmation-code'),
    handler: ypVerifyCode,
    session: 'visitor',
    before: () =>
      ypSendCode(
        new Request(`http://localhost/api/yellow-page/send/verification-code?email=${ATTENDEE.email}`, {
          headers: HEADERS,
        }),
      ),
    body: () => ({ id: ATTENDEE.id, confirmation_code: mailedCode() }),
  },
  {
    call: 'get /api/yellow-page/get/user',
    path: () => `yellow-page/get/user?token=${ids.userToken}`,
    handler: ypUser,
    session: 'attendee',
  },
  {
    call: 'get /api/yellow-page/get/all-users',
    path: fixed(`yellow-page/get/all-users?userId=${ATTENDEE.id}`),
    handler: ypAllUsers,
    session: 'attendee',
  },
  {
    call: 'get /api/yellow-page/get/available-meeting-times',
    path: fixed('yellow-page/get/available-meeting-times'),
    handler: ypAvailableTimes,
    session: 'attendee',
  },
  {
    call: 'get /api/yellow-page/get/meetings-by-user',
    path: fixed(`yellow-page/get/meetings-by-user?id=${ATTENDEE.id}`),
    handler: ypMeetingsByUser,
    session: 'attendee',
  },
  {
    call: 'post /api/yellow-page/send/meeting-invitation',
    path: fixed('yellow-page/send/meeting-invitation'),
    handler: async (request) => {
      const response = await ypSendInvitation(request);
      const { meeting } = (await response.clone().json()) as { meeting?: { id: number; meeting_number: string } };
      ids.meeting = meeting?.id ?? 0;
      ids.meetingNumber = meeting?.meeting_number ?? '';

      return response;
    },
    session: 'attendee',
    body: () => ({
      sender_id: ATTENDEE.id,
      receiver_id: ids.receiver,
      room_id: ids.room,
      meeting_time_id: ids.time,
      meeting_status: 'pending',
      meeting_description: 'Хамтын ажиллагаа',
    }),
  },
  {
    call: 'get /api/yellow-page/accept/meeting',
    path: () => `yellow-page/accept/meeting?id=${ids.meeting}&meetingNumber=${ids.meetingNumber}`,
    handler: ypAcceptMeeting,
    session: 'receiver',
  },
  {
    call: 'delete /api/yellow-page/cancel/meeting',
    path: () => `yellow-page/cancel/meeting?id=${ids.meeting}&meetingNumber=${ids.meetingNumber}&userId=${ATTENDEE.id}`,
    handler: ypCancelMeeting,
    session: 'attendee',
    method: 'DELETE',
  },
  // 7.5 Directory admin
  {
    call: 'get /api/yellow-page/get/new-request',
    path: fixed('yellow-page/get/new-request?type=1'),
    handler: ypNewRequest,
    session: 'admin',
  },
  {
    call: 'get /api/yellow-page/get/new-request',
    path: fixed('yellow-page/get/new-request?type=2'),
    handler: ypNewRequest,
    session: 'admin',
    answers: [
      ['request[]', 'consultant'],
      ['', 'paging'],
    ],
  },
  {
    call: 'get /api/yellow-page/get/company-list',
    path: fixed('yellow-page/get/company-list'),
    handler: ypCompanyList,
    session: 'admin',
  },
  {
    call: 'get /api/yellow-page/get/company-list/name',
    path: fixed(`yellow-page/get/company-list/name?name=${encodeURIComponent('ХХК')}`),
    handler: ypCompanyListByName,
    session: 'admin',
  },
  {
    call: 'get /api/yellow-page/get/consultant-list',
    path: fixed('yellow-page/get/consultant-list?approval=all'),
    handler: ypConsultantList,
    session: 'admin',
  },
  {
    call: 'get /api/yellow-page/get/consultant-list/name',
    path: fixed(`yellow-page/get/consultant-list/name?name=${encodeURIComponent('а')}`),
    handler: ypConsultantListByName,
    session: 'admin',
  },
  {
    call: 'get /api/yellow-page/get/company',
    path: fixed('yellow-page/get/company?id=1'),
    handler: ypAdminCompany,
    session: 'admin',
  },
  {
    call: 'get /api/yellow-page/get/person',
    path: fixed('yellow-page/get/person?id=1'),
    handler: ypPerson,
    session: 'admin',
  },
  {
    call: 'get /api/yellow-page/get/categories',
    path: fixed('yellow-page/get/categories?type=all&lang=mn'),
    handler: ypAdminCategories,
    session: 'admin',
  },
  {
    call: 'get /api/yellow-page/get/banner',
    path: fixed('yellow-page/get/banner'),
    handler: ypAdminBanner,
    session: 'admin',
  },
  {
    call: 'post /api/yellow-page/insert/meeting-user',
    path: fixed('yellow-page/insert/meeting-user'),
    handler: ypInsertMeetingUser,
    session: 'admin',
    body: () => meetingUser,
  },
  {
    call: 'post /api/yellow-page/update/meeting-user',
    path: fixed('yellow-page/update/meeting-user'),
    handler: ypUpdateMeetingUser,
    session: 'admin',
    body: () => ({ id: 2, ...meetingUser, email: 'sponsor@example.com' }),
  },
  {
    call: 'get /api/yellow-page/get/meetings',
    path: fixed('yellow-page/get/meetings?type=all'),
    handler: ypAdminMeetings,
    session: 'admin',
  },
  {
    call: 'get /api/yellow-page/get/meeting-times-rooms',
    path: fixed('yellow-page/get/meeting-times-rooms'),
    handler: ypMeetingTimesRooms,
    session: 'admin',
  },
  {
    call: 'get /api/yellow-page/get/meeting-users',
    path: fixed('yellow-page/get/meeting-users?type=all'),
    handler: ypMeetingUsers,
    session: 'admin',
  },
];

const SIGNED_IN: Record<Session, () => { kind: SignInSubject; id: number } | null> = {
  visitor: () => null,
  admin: () => ({ kind: 'admin', id: ids.admin }),
  attendee: () => ({ kind: 'attendee', id: ATTENDEE.id }),
  receiver: () => ({ kind: 'attendee', id: ids.receiver }),
};

/** A path of '' is the answer itself. */
const valuesAt = (body: unknown, path: string) => (path === '' ? [body] : itemsAt(body, path));

describe('the JSON API answers the seeds’ fields (seeds 3, 7.1 to 7.5)', () => {
  it.each(CONTRACTS.map((contract) => [`${contract.call} (${contract.path()})`, contract] as const))(
    '%s',
    async (_name, contract) => {
      const documented = SEEDS_ANSWERS[contract.call];
      expect(documented, 'the call is in SEEDS_ANSWERS').toBeDefined();
      signInAs(SIGNED_IN[contract.session]());
      await contract.before?.();
      const response = await contract.handler(requestOf(contract));
      expect(response.status).toBe(200);
      const body: unknown = await response.json();
      for (const [path, entity] of contract.answers ?? documented?.answers ?? []) {
        const values = valuesAt(body, path);
        expect(values.length, `${path} is empty`).toBeGreaterThan(0);
        for (const value of values) {
          const keys = typeof value === 'object' && value !== null ? Object.keys(value) : [];
          expect(keys, `${path} as the seeds' ${SEEDS_ENTITIES[entity].name}`).toEqual(
            expect.arrayContaining([...SEEDS_ENTITIES[entity].fields]),
          );
        }
      }
    },
  );

  it('covers every call the OpenAPI document holds to the seeds, and the document has each', () => {
    const tested = new Set<string>(CONTRACTS.map((contract) => contract.call));
    expect(Object.keys(SEEDS_ANSWERS).filter((call) => !tested.has(call))).toEqual([]);
    const { paths } = openApiDocument('http://localhost');
    const undocumented = Object.keys(SEEDS_ANSWERS).filter((call) => {
      const [method = '', path = ''] = call.split(' ');
      const operation: unknown = paths[path]?.[method];

      return typeof operation !== 'object' || operation === null;
    });
    expect(undocumented).toEqual([]);
  });
});
