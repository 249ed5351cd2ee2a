import { db } from '@/db';
import { conferenceDays, conferenceEvents } from '@/db/schema';

/**
 * Two editions for the schedule's tests: 2024 (id 2, days 21 and 22) and the current 2025 (id 3, days 31 and 32).
 * Only these tables get explicit ids: the rows the actions add take theirs from the sequences.
 */
export async function insertTestEditions(): Promise<void> {
  await db.insert(conferenceEvents).values([
    { id: 2, name: 'ММВ 2024', nameEn: 'MMW 2024', year: 2024, startsOn: '2024-10-02', endsOn: '2024-10-03' },
    { id: 3, name: 'ММВ 2025', nameEn: 'MMW 2025', year: 2025, startsOn: '2025-09-11', endsOn: '2025-09-12', isCurrent: true },
  ]);
  await db.insert(conferenceDays).values([
    { id: 21, eventId: 2, day: 1, eventDate: '2024-10-02' },
    { id: 22, eventId: 2, day: 2, eventDate: '2024-10-03' },
    { id: 31, eventId: 3, day: 1, eventDate: '2025-09-11' },
    { id: 32, eventId: 3, day: 2, eventDate: '2025-09-12' },
  ]);
}
