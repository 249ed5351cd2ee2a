import { db } from '@/db';
import { conferenceEvents, conferenceRegistrations } from '@/db/schema';

/** The 2025 edition's registrations: two with telling values, then numbered guests. */
export const CURRENT_EDITION_REGISTRATIONS = 55;
const HOUR_MS = 60 * 60 * 1000;
const FIRST_AT = Date.UTC(2025, 6, 1, 2, 0);

function registration(index: number) {
  const numbered = {
    company: `Компани ${index}`,
    firstName: `Зочин ${index}`,
    lastName: 'Дорж',
    country: 'DE',
    email: `guest${index}@example.com`,
    phoneNumber: `8800${String(index).padStart(4, '0')}`,
  };
  const telling = [
    { company: 'Оюу Толгой 100% ХХК', firstName: 'Бат-Эрдэнэ', country: 'MN', email: 'Bat.Erdene@Example.mn', phoneNumber: '+976 9911 2233' },
    { company: 'Rio_Minerals Ltd', firstName: 'Anna', email: 'anna@rio.example' },
  ][index];

  return { ...numbered, ...telling, eventId: 3, createdAt: new Date(FIRST_AT + index * HOUR_MS) };
}

/**
 * Editions 2 (2024) and 3 (current, the demo's event id, here with fixed 2025 dates); 55 registrations for 2025, one an hour from
 * 2025-07-01 10:00 Ulaanbaatar time (the last is the newest), and three for 2024, one of them another Бат-Эрдэнэ.
 */
export async function insertTestRegistrations(): Promise<void> {
  await db.insert(conferenceEvents).values([
    { id: 2, name: 'Mongolia Mining Week 2024', nameEn: 'Mongolia Mining Week 2024', year: 2024, startsOn: '2024-10-02', endsOn: '2024-10-05' },
    {
      id: 3,
      name: 'Mongolia Mining Week 2025 чуулган',
      nameEn: 'Mongolia Mining Week 2025 Conference',
      year: 2025,
      startsOn: '2025-09-11',
      endsOn: '2025-09-13',
      venue: 'Буянт-Ухаа',
      venueEn: 'Buyant-Ukhaa',
      isCurrent: true,
    },
  ]);
  await db.insert(conferenceRegistrations).values([
    ...Array.from({ length: CURRENT_EDITION_REGISTRATIONS }, (_, index) => registration(index)),
    ...['Бат-Эрдэнэ', 'Номин', 'Li'].map((firstName, index) => ({
      eventId: 2,
      company: 'Говь Логистик ХХК',
      firstName,
      lastName: 'Цэрэн',
      country: 'MN',
      email: `past${index}@example.com`,
      phoneNumber: `9900000${index}`,
      createdAt: new Date(Date.UTC(2024, 8, 1 + index)),
    })),
  ]);
}
