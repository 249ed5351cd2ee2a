import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferenceAgendaImages, conferenceDays, conferenceEvents, conferenceSessions } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { GET as getCalendar } from '../../agenda.ics/route';
import { GET } from './route';

prepareTestDatabase();

const get = (handler: typeof GET, query: string) => handler(new Request(`http://localhost/api/mw/x${query}`));

beforeAll(async () => {
  await db.insert(conferenceEvents).values([
    { id: 2, name: 'ММВ 2024', nameEn: 'MMW 2024', year: 2024, startsOn: '2024-10-02', endsOn: '2024-10-02' },
    {
      id: 3,
      name: 'ММВ 2025',
      nameEn: 'MMW 2025',
      year: 2025,
      startsOn: '2025-09-11',
      endsOn: '2025-09-12',
      isCurrent: true,
    },
  ]);
  await db.insert(conferenceDays).values([
    { id: 21, eventId: 2, day: 1, eventDate: '2024-10-02' },
    { id: 31, eventId: 3, day: 1, eventDate: '2025-09-11' },
    { id: 32, eventId: 3, day: 2, eventDate: '2025-09-12' },
  ]);
  await db.insert(conferenceSessions).values([
    {
      id: 1,
      dayId: 31,
      startsAt: '09:00',
      endsAt: '10:00',
      title: 'Нээлт',
      titleEn: 'Opening',
      place: 'Их танхим',
      placeEn: 'Main hall',
    },
    { id: 2, dayId: 32, startsAt: '14:00', endsAt: '16:00', title: 'Дэд бүтэц', titleEn: 'Infrastructure' },
    { id: 3, dayId: 21, startsAt: '10:00', endsAt: '11:00', title: 'Өмнөх', titleEn: 'Earlier' },
  ]);
  await db.insert(conferenceAgendaImages).values([
    { id: 1, dayId: 31, locale: 'mn', image: 'conference/a-mn.jpg' },
    { id: 2, dayId: 31, locale: 'en', image: 'conference/a-en.jpg' },
  ]);
});

describe('GET /api/mw/get/agenda', () => {
  it('answers the current edition’s days in the language asked for (seeds’ codes: 2 is English)', async () => {
    const response = await get(GET, '?language=2');

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      agenda: [
        {
          event_date_id: 31,
          day: 1,
          event_date: '2025-09-11',
          agenda_items: [{ id: 2, agenda_image: '/files/conference/a-en.jpg' }],
          id: 31,
          date: '2025-09-11',
          sessions: [{ id: 1, startsAt: '09:00', endsAt: '10:00', title: 'Opening', place: 'Main hall' }],
          images: ['/files/conference/a-en.jpg'],
        },
        {
          event_date_id: 32,
          day: 2,
          event_date: '2025-09-12',
          agenda_items: [],
          id: 32,
          date: '2025-09-12',
          sessions: [{ id: 2, startsAt: '14:00', endsAt: '16:00', title: 'Infrastructure', place: '' }],
          images: [],
        },
      ],
    });
  });

  it('answers another edition by its id, one day, and 404 or 400 for what does not exist', async () => {
    const earlier = await (await get(GET, '?event=2&lang=mn')).json();
    expect(earlier.agenda.map((day: { sessions: { title: string }[] }) => day.sessions[0]?.title)).toEqual(['Өмнөх']);
    expect((await (await get(GET, '?day=2')).json()).agenda).toHaveLength(1);
    expect((await get(GET, '?day=3')).status).toBe(404);
    expect((await get(GET, '?event=9')).status).toBe(404);
    expect((await get(GET, '?language=5')).status).toBe(400);
  });
});

describe('GET /api/mw/agenda.ics', () => {
  it('serves the programme as a calendar file with local times in the edition’s zone', async () => {
    const response = await get(getCalendar, '?lang=en&day=1');
    const text = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="agenda-2025-day-1.ics"');
    expect(text).toContain('DTSTART;TZID=Asia/Ulaanbaatar:20250911T090000');
    expect(text).toContain('SUMMARY:Opening');
    expect(text).not.toContain('Infrastructure');
    expect(text).toContain('TZID:Asia/Ulaanbaatar');
  });
});
