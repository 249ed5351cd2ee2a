import { db } from '@/db';
import { conferenceDays, conferenceEvents } from '@/db/schema';

/**
 * For the programme's integration tests: the demo data's 2024 edition (id 2, 2-5 Oct, days 21-24) and current 2025
 * edition (id 3, 11-13 Sep, days 31-33), with the demo's day ids.
 */
export async function insertTestEditions(): Promise<void> {
  await db.insert(conferenceEvents).values([
    { id: 2, name: 'Mongolia Mining Week 2024', nameEn: 'MMW 2024', year: 2024, startsOn: '2024-10-02', endsOn: '2024-10-05' },
    { id: 3, name: 'Mongolia Mining Week 2025', nameEn: 'MMW 2025', year: 2025, startsOn: '2025-09-11', endsOn: '2025-09-13', isCurrent: true },
  ]);
  await db.insert(conferenceDays).values([
    ...['2024-10-02', '2024-10-03', '2024-10-04', '2024-10-05'].map((eventDate, index) => ({ id: 21 + index, eventId: 2, day: index + 1, eventDate })),
    ...['2025-09-11', '2025-09-12', '2025-09-13'].map((eventDate, index) => ({ id: 31 + index, eventId: 3, day: index + 1, eventDate })),
  ]);
}
