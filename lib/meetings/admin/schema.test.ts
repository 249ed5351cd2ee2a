import { describe, expect, it } from 'vitest';

import {
  hourlySlots,
  meetingDaySchema,
  meetingListQuerySchema,
  meetingRoomSchema,
  meetingUserListQuerySchema,
  meetingUserSchema,
} from './schema';

const M = 'admin.yellowMeetings.errors';
const firstMessages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('meetingUserSchema', () => {
  it("asks for the fields with the seeds' messages, in the seeds' order", () => {
    const result = meetingUserSchema.safeParse({ name: ' ', name_en: '', email: '', phone_number: '', user_type: '' });

    expect(firstMessages(result)).toEqual([
      `${M}.nameRequired`,
      `${M}.nameEnRequired`,
      `${M}.emailRequired`,
      `${M}.typeRequired`,
    ]);
  });

  it('needs a real e-mail address (stricter than the seeds) and keeps it lower-cased', () => {
    const valid = { name: 'Оюу Толгой ХХК', name_en: 'Oyu Tolgoi LLC', phone_number: '', user_type: 'Sponsor' };
    expect(firstMessages(meetingUserSchema.safeParse({ ...valid, email: 'not-an-address' }))).toEqual([
      `${M}.emailInvalid`,
    ]);
    expect(meetingUserSchema.parse({ ...valid, email: ' Info@OT.mn ' }).email).toBe('info@ot.mn');
  });

  it('takes only the three types', () => {
    const result = meetingUserSchema.safeParse({
      name: 'А',
      name_en: 'A',
      email: 'a@example.com',
      phone_number: '',
      user_type: 'Visitor',
    });
    expect(firstMessages(result)).toEqual([`${M}.typeRequired`]);
  });
});

describe('meetingDaySchema and hourlySlots', () => {
  it("asks for the date, the start and the end with the seeds' messages", () => {
    expect(firstMessages(meetingDaySchema.safeParse({ date: '', start_time: '', end_time: '' }))).toEqual([
      `${M}.dateRequired`,
      `${M}.startRequired`,
      `${M}.endRequired`,
    ]);
  });

  it('refuses a date that does not exist and an end before the start plus one meeting', () => {
    expect(
      firstMessages(meetingDaySchema.safeParse({ date: '2026-02-30', start_time: '10:00', end_time: '12:00' })),
    ).toEqual([`${M}.dateInvalid`]);
    expect(
      firstMessages(meetingDaySchema.safeParse({ date: '2026-09-10', start_time: '10:00', end_time: '10:30' })),
    ).toEqual([`${M}.endBeforeStart`]);
  });

  it('takes the seconds a browser may add to a time', () => {
    expect(meetingDaySchema.parse({ date: '2026-09-10', start_time: '10:00:00', end_time: '13:00' })).toEqual({
      date: '2026-09-10',
      start_time: '10:00',
      end_time: '13:00',
    });
  });

  it('makes hourly slots from the start, the end exclusive', () => {
    expect(hourlySlots('10:00', '13:00')).toEqual(['10:00', '11:00', '12:00']);
    expect(hourlySlots('09:30', '12:00')).toEqual(['09:30', '10:30']);
    expect(hourlySlots('00:00', '23:59')).toHaveLength(23);
  });
});

describe('meetingRoomSchema', () => {
  it("asks for the name and capacity with the seeds' messages, and a capacity in whole people", () => {
    expect(firstMessages(meetingRoomSchema.safeParse({ room_number: '', capacity: '' }))).toEqual([
      `${M}.roomNameRequired`,
      `${M}.capacityRequired`,
    ]);
    expect(firstMessages(meetingRoomSchema.safeParse({ room_number: 'A', capacity: 'six' }))).toEqual([
      `${M}.capacityNumber`,
    ]);
    expect(firstMessages(meetingRoomSchema.safeParse({ room_number: 'A', capacity: '0' }))).toEqual([
      `${M}.capacityNumber`,
    ]);
    expect(meetingRoomSchema.parse({ room_number: ' Өрөө A ', capacity: '6' })).toEqual({
      room_number: 'Өрөө A',
      capacity: 6,
      room_pic: '',
    });
    expect(meetingRoomSchema.parse({ room_number: 'Өрөө A', room_number_en: ' Room A ', capacity: '6' })).toMatchObject(
      { room_number_en: 'Room A' },
    );
  });
});

describe('the list queries', () => {
  it("default to all and the seeds' first page size, and refuse other sizes and filters", () => {
    expect(meetingListQuerySchema.parse({})).toEqual({ type: 'all', page: 1, limit: 20, lang: 'mn', format: 'json' });
    expect(meetingUserListQuerySchema.parse({ type: 'Sponsor', limit: '100' })).toEqual({
      type: 'Sponsor',
      page: 1,
      limit: 100,
    });
    expect(meetingListQuerySchema.safeParse({ limit: '30' }).success).toBe(false);
    expect(meetingListQuerySchema.safeParse({ type: 'declined' }).success).toBe(false);
    expect(meetingUserListQuerySchema.safeParse({ type: 'exhibitor' }).success).toBe(false);
  });
});
