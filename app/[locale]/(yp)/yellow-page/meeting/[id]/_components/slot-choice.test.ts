import { describe, expect, it } from 'vitest';

import type { AvailabilityDay } from '@/lib/meetings/queries';

import { chosenSlot, keepFreeChoice, NO_SLOT } from './slot-choice';

const room = (id: number) => ({
  room_id: id,
  room_number: `Room ${id}`,
  room_number_en: '',
  capacity: 4,
  room_pic: '',
});
const DAYS: AvailabilityDay[] = [
  { meeting_date: '2025-09-11', times: [{ meeting_time_id: 1, meeting_time: '10:00', rooms: [room(1), room(2)] }] },
  { meeting_date: '2025-09-12', times: [{ meeting_time_id: 5, meeting_time: '10:00', rooms: [room(1)] }] },
];

describe('the date, time and room cascade', () => {
  it('finds what a full choice points at, and nothing for a choice that is not free', () => {
    expect(chosenSlot(DAYS, { date: '2025-09-11', timeId: 1, roomId: 2 }).room?.room_number).toBe('Room 2');
    // A time of another day is not a time of the chosen day.
    expect(chosenSlot(DAYS, { date: '2025-09-11', timeId: 5, roomId: 1 })).toMatchObject({
      time: undefined,
      room: undefined,
    });
  });

  it('keeps a choice as far as it is still free', () => {
    expect(keepFreeChoice(DAYS, { date: '2025-09-11', timeId: 1, roomId: 2 })).toEqual({
      date: '2025-09-11',
      timeId: 1,
      roomId: 2,
    });
    expect(keepFreeChoice(DAYS, { date: '2025-09-12', timeId: 5, roomId: 2 })).toEqual({
      date: '2025-09-12',
      timeId: 5,
      roomId: null,
    });
    expect(keepFreeChoice(DAYS, { date: '2025-09-12', timeId: 1, roomId: 1 })).toEqual({
      date: '2025-09-12',
      timeId: null,
      roomId: null,
    });
    expect(keepFreeChoice(DAYS, { date: '2025-09-13', timeId: 9, roomId: 1 })).toEqual(NO_SLOT);
  });
});
