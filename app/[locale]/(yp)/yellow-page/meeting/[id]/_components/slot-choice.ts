import type { AvailabilityDay, AvailableRoom, AvailableTime } from '@/lib/meetings/queries';

/** The date -> time -> room cascade of the new-meeting form (seeds 5); each choice needs the one before it. */
export type SlotChoice = { date: string | null; timeId: number | null; roomId: number | null };

export const NO_SLOT: SlotChoice = { date: null, timeId: null, roomId: null };

export type ChosenSlot = {
  day: AvailabilityDay | undefined;
  time: AvailableTime | undefined;
  room: AvailableRoom | undefined;
};

/** What the choice points at in the free times; a choice that is no longer free points at nothing. */
export function chosenSlot(days: readonly AvailabilityDay[], choice: SlotChoice): ChosenSlot {
  const day = days.find((each) => each.meeting_date === choice.date);
  const time = day?.times.find((each) => each.meeting_time_id === choice.timeId);
  const room = time?.rooms.find((each) => each.room_id === choice.roomId);

  return { day, time, room };
}

/**
 * The choice kept as far as it is still free after the free times were read again (after a conflict): a taken
 * room drops the room, a time no longer free drops the time and the room, and so on.
 */
export function keepFreeChoice(days: readonly AvailabilityDay[], choice: SlotChoice): SlotChoice {
  const { day, time, room } = chosenSlot(days, choice);
  if (!day) return NO_SLOT;
  if (!time) return { date: day.meeting_date, timeId: null, roomId: null };

  return { date: day.meeting_date, timeId: time.meeting_time_id, roomId: room ? room.room_id : null };
}
