import type { DateArray, EventAttributes } from 'ics';

import { calendarFile } from '@/lib/calendar/calendar-file';
import { LOCAL_TIMES, localDateArray } from '@/lib/calendar/zoned-times';
import { siteUrl } from '@/lib/seo/urls';

import { MEETING_MINUTES, MEETING_TIME_ZONE } from './constants';
import type { MeetingView } from './meeting-view';

/** RFC 5546: REQUEST adds or updates the event, CANCEL removes it, PUBLISH is a feed's plain copy. */
export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';
/** A meeting and its iCalendar SEQUENCE, raised on every change so calendars replace the earlier version. */
export type CalendarMeeting = { meeting: MeetingView; sequence: number };

type MeetingCalendarOptions = { meetings: readonly CalendarMeeting[]; method: CalendarMethod; name?: string };

const STATUS = { pending: 'TENTATIVE', accepted: 'CONFIRMED', cancelled: 'CANCELLED' } as const;

/** The site's host: one UID per meeting, the same in every mail and feed (`meeting-{id}@{host}`). */
function calendarHost(): string {
  return new URL(siteUrl()).hostname;
}

/** A name for a CN parameter: the format has no way to escape a double quote inside one. */
const parameterText = (text: string) => text.replace(/"/g, "'");

/** The local date and time a slot ends: its start plus its length (UTC arithmetic: no zone shift in between). */
function slotEnd(date: string, time: string): DateArray {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = localDateArray(date, time);
  const end = new Date(Date.UTC(year, month - 1, day, hour, minute + MEETING_MINUTES));

  return [end.getUTCFullYear(), end.getUTCMonth() + 1, end.getUTCDate(), end.getUTCHours(), end.getUTCMinutes()];
}

/** The room in both languages ('Алтай 101 / Altai 101'): one file serves its readers of either language. */
function roomNames({ room_number: mongolian, room_number_en: english }: MeetingView): string {
  return english.trim() && english !== mongolian ? `${mongolian} / ${english}` : mongolian;
}

function meetingEvent({ meeting, sequence }: CalendarMeeting, host: string): EventAttributes {
  const names = `${meeting.sender_name} – ${meeting.receiver_name}`;
  const room = roomNames(meeting);

  return {
    uid: `meeting-${meeting.id}@${host}`,
    sequence,
    start: localDateArray(meeting.meeting_date, meeting.meeting_time),
    end: slotEnd(meeting.meeting_date, meeting.meeting_time),
    ...LOCAL_TIMES,
    title: `Уулзалт / Meeting: ${names} (${room})`,
    location: room,
    description: meeting.description || undefined,
    status: STATUS[meeting.meeting_status],
    organizer: { name: parameterText(meeting.sender_name), email: meeting.sender_email },
    attendees: [
      {
        name: parameterText(meeting.receiver_name),
        email: meeting.receiver_email,
        role: 'REQ-PARTICIPANT',
        partstat: meeting.meeting_status === 'accepted' ? 'ACCEPTED' : 'NEEDS-ACTION',
        rsvp: meeting.meeting_status === 'pending',
      },
    ],
  };
}

/**
 * Meetings as an iCalendar file: one VEVENT per meeting with a stable UID and its SEQUENCE, the sender as
 * ORGANIZER and the receiver as ATTENDEE, DTSTART and DTEND in the expo's zone with its VTIMEZONE. A CANCEL file
 * says STATUS:CANCELLED, as RFC 5546 asks.
 */
export function meetingCalendar({ meetings, method, name }: MeetingCalendarOptions): string {
  const host = calendarHost();
  const events = meetings.map((entry) => meetingEvent(entry, host));
  if (method === 'CANCEL') for (const event of events) event.status = 'CANCELLED';
  const header = { productId: `-//${host}//meetings//EN`, method, ...(name ? { calName: name } : {}) };
  const firstDate = meetings.map((entry) => entry.meeting.meeting_date).sort()[0];

  return calendarFile({ events, header, timeZone: MEETING_TIME_ZONE, firstDate });
}
