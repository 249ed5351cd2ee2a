import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import {
  conferenceDays,
  conferenceEvents,
  conferenceGalleryImages,
  conferenceNews,
  conferenceRegistrations,
  meetingTimes,
} from '@/db/schema';
import { countGalleryImages } from '@/lib/conference/programme/gallery/public-queries';
import { getArchivedEdition, getCurrentEdition, listArchivedYears } from '@/lib/conference/editions/public-queries';
import { registrationState } from '@/lib/conference/sign-up/window';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { createSeedClock } from './clock';
import { conferencePart } from './conference';
import { conferenceSitePart } from './conference-site';
import { meetingsPart } from './meetings';

prepareTestDatabase();

// Late in the year on purpose: two weeks on is the next year, and the edition's year must follow its dates.
const NOW = new Date('2026-12-20T12:00:00+08:00');
const context = { clock: createSeedClock(NOW) };

beforeAll(async () => {
  for (const part of [conferencePart(context), conferenceSitePart(context), meetingsPart(context)])
    await part.insert(db);
});

describe('the demo conference', () => {
  it('holds the current edition (event 3) two weeks after the first start, named for its dates’ year, taking registrations', async () => {
    const [edition] = await db.select().from(conferenceEvents).where(eq(conferenceEvents.isCurrent, true));
    expect(edition).toMatchObject({ id: 3, year: 2027, startsOn: '2027-01-03', endsOn: '2027-01-05' });
    expect(edition?.name).toContain('2027');
    expect(edition?.nameEn).toBe('Mongolia Mining Week 2027 International Conference and Exhibition');
    expect(edition?.invitationEn).toContain('the 2027 international mining conference');

    const current = await getCurrentEdition('en');
    expect(current && registrationState(current, NOW)).toBe('open');
    expect(current && registrationState(current, new Date('2027-01-06T00:00:00+08:00'))).toBe('closed');
  });

  it('holds the expo’s meetings on the conference’s first two days', async () => {
    const days = await db
      .select({ date: conferenceDays.eventDate })
      .from(conferenceDays)
      .where(eq(conferenceDays.eventId, 3))
      .orderBy(asc(conferenceDays.day));
    const meetingDays = [
      ...new Set((await db.select({ date: meetingTimes.meetingDate }).from(meetingTimes)).map((time) => time.date)),
    ].sort();

    expect(days.map((day) => day.date)).toEqual(['2027-01-03', '2027-01-04', '2027-01-05']);
    expect(meetingDays).toEqual(['2027-01-03', '2027-01-04']);
  });

  it('dates the current edition’s news before it and names its year; registrations are one per address and edition', async () => {
    const news = await db
      .select({ title: conferenceNews.titleEn, createdAt: conferenceNews.createdAt })
      .from(conferenceNews)
      .where(eq(conferenceNews.eventId, 3));
    expect(news.map((item) => item.title)).toContain('Mining Week 2027 registration opens');
    expect(news.every((item) => item.createdAt < NOW)).toBe(true);

    const registrations = await db
      .select({ eventId: conferenceRegistrations.eventId, email: conferenceRegistrations.email })
      .from(conferenceRegistrations);
    expect(new Set(registrations.map((row) => `${row.eventId} ${row.email.toLowerCase()}`)).size).toBe(
      registrations.length,
    );
  });

  it('archives one edition a year up to the current one, 2025 among them, and every archived year has its page', async () => {
    const years = await listArchivedYears();
    expect(years).toEqual([2025, 2024, 2023, 2022]);
    for (const year of years) {
      for (const locale of ['mn', 'en'] as const)
        expect((await getArchivedEdition(year, locale))?.year, `${year} ${locale}`).toBe(year);
    }
  });

  it('keeps the photos for a past edition: the coming edition has none before its days', async () => {
    expect([...(await countGalleryImages(3)).values()].reduce((sum, total) => sum + total, 0)).toBe(0);
    const [edition2025] = await db
      .select({ id: conferenceEvents.id })
      .from(conferenceEvents)
      .where(eq(conferenceEvents.year, 2025));
    const photos2025 = await countGalleryImages(edition2025?.id ?? 0);
    expect([...photos2025.values()].sort((a, b) => b - a)).toEqual([14, 4, 4]);
    const photos = await db
      .select({ dayId: conferenceGalleryImages.dayId, date: conferenceDays.eventDate })
      .from(conferenceGalleryImages)
      .innerJoin(conferenceDays, eq(conferenceDays.id, conferenceGalleryImages.dayId));
    expect(photos.every((photo) => photo.date < '2026-12-20')).toBe(true);
  });
});
