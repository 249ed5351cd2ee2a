import { describe, expect, it } from 'vitest';

import { editionHomeSchema } from './home-schema';
import { partnerOrderSchema, partnerSchema, partnerUpdateSchema } from './partner-schema';
import { editionSchema } from './schema';

const M = 'admin.weekEditions.errors';
const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

const edition = {
  name: 'Mongolia Mining Week 2026',
  name_en: 'Mongolia Mining Week 2026',
  year: '2026',
  starts_on: '2026-09-10',
  ends_on: '2026-09-12',
  venue: 'Улаанбаатар',
  venue_en: '',
  time_zone: 'Asia/Ulaanbaatar',
};

describe('editionSchema', () => {
  it('takes a form’s strings: the year as a number, English venue optional', () => {
    expect(editionSchema.parse(edition)).toMatchObject({ year: 2026, venue_en: '', time_zone: 'Asia/Ulaanbaatar' });
  });

  it('asks for the names and the venue, and a year the archive can be addressed by', () => {
    expect(messages(editionSchema.safeParse({ ...edition, name: ' ', name_en: '', venue: '', year: '' }))).toEqual([
      `name: ${M}.nameRequired`,
      `name_en: ${M}.nameEnRequired`,
      `year: ${M}.yearInvalid`,
      `venue: ${M}.venueRequired`,
    ]);
    expect(messages(editionSchema.safeParse({ ...edition, year: '1899' }))).toContain(`year: ${M}.yearInvalid`);
  });

  it('refuses an end before the start and a start outside the edition’s year', () => {
    expect(messages(editionSchema.safeParse({ ...edition, ends_on: '2026-09-09' }))).toEqual([
      `ends_on: ${M}.datesOrder`,
    ]);
    expect(editionSchema.safeParse({ ...edition, ends_on: '2026-09-10' }).success).toBe(true);
    expect(messages(editionSchema.safeParse({ ...edition, starts_on: '2025-09-10' }))).toEqual([
      `starts_on: ${M}.startYear`,
    ]);
    expect(messages(editionSchema.safeParse({ ...edition, starts_on: '10.09.2026' }))).toContain(
      `starts_on: ${M}.dateInvalid`,
    );
  });

  it('accepts IANA zones only', () => {
    expect(editionSchema.safeParse({ ...edition, time_zone: 'Asia/Tokyo' }).success).toBe(true);
    expect(messages(editionSchema.safeParse({ ...edition, time_zone: 'Mongolia/Ulaanbaatar' }))).toEqual([
      `time_zone: ${M}.timeZoneInvalid`,
    ]);
    expect(messages(editionSchema.safeParse({ ...edition, time_zone: '+08:00' }))).toEqual([
      `time_zone: ${M}.timeZoneInvalid`,
    ]);
  });
});

describe('editionHomeSchema', () => {
  const home = {
    id: 3,
    visitors: '30000',
    countries: 20,
    exhibitors: 350,
    speakers: 123,
    conferences: 12,
    video: '',
    poster: '',
  };

  it('takes non-negative whole figures, and stores an editor’s empty paragraph as no text', () => {
    expect(editionHomeSchema.parse({ ...home, invitation: '<p></p>', about: '<p>Тухай</p>' })).toMatchObject({
      visitors: 30000,
      invitation: '',
      about: '<p>Тухай</p>',
      about_en: '',
    });
    expect(messages(editionHomeSchema.safeParse({ ...home, countries: -1, speakers: 1.5, conferences: '' }))).toEqual([
      `countries: ${M}.figureInvalid`,
      `speakers: ${M}.figureInvalid`,
      `conferences: ${M}.figureInvalid`,
    ]);
  });
});

describe('partner schemas', () => {
  const partner = { event_id: 3, kind: 'sponsor', name: 'Хангайн Зэс ХХК', logo: 'admin/images/a.png', link: '' };

  it('need a name and a logo; the link is optional but a web address', () => {
    expect(partnerSchema.safeParse(partner).success).toBe(true);
    expect(messages(partnerSchema.safeParse({ ...partner, name: '', logo: '', link: 'javascript:alert(1)' }))).toEqual([
      `name: ${M}.partnerNameRequired`,
      `logo: ${M}.logoRequired`,
      `link: ${M}.linkInvalid`,
    ]);
    expect(partnerSchema.safeParse({ ...partner, kind: 'friend' }).success).toBe(false);
  });

  it('take an optional English name, trimmed, and leave it out when it is not sent', () => {
    expect(partnerSchema.parse({ ...partner, name_en: ' Khangai Copper LLC ' })).toMatchObject({
      name_en: 'Khangai Copper LLC',
    });
    expect(partnerSchema.parse({ ...partner, name_en: '' })).toMatchObject({ name_en: '' });
    // Not sent, it stays undefined (not ''), so an update keeps the stored one.
    expect(
      partnerUpdateSchema.parse({ id: 1, name: 'Хангайн Зэс ХХК', logo: 'admin/images/a.png' }),
    ).not.toHaveProperty('name_en');
    expect(messages(partnerSchema.safeParse({ ...partner, name_en: 'x'.repeat(201) }))).toEqual([
      `name_en: ${M}.tooLong`,
    ]);
  });

  it('take an order that names each partner once', () => {
    expect(partnerOrderSchema.safeParse({ event_id: 3, kind: 'organiser', ids: [3, 1, 2] }).success).toBe(true);
    expect(partnerOrderSchema.safeParse({ event_id: 3, kind: 'organiser', ids: [1, 1] }).success).toBe(false);
    expect(partnerOrderSchema.safeParse({ event_id: 3, kind: 'organiser', ids: [] }).success).toBe(false);
  });
});
