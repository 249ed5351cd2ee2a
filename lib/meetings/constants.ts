/** Meeting days and times are wall-clock times of the expo, in Ulaanbaatar. */
export const MEETING_TIME_ZONE = 'Asia/Ulaanbaatar';
/** A slot lasts one hour (seeds: the time inputs step by 3600 s). */
export const MEETING_MINUTES = 60;
export const REMINDER_MINUTES_BEFORE = 30;

/** Seeds 3 Meeting user: user_type, the form's default first. */
export const MEETING_USER_TYPES = ['Exhibitor', 'Sponsor', 'Attendee'] as const;
export type MeetingUserType = (typeof MEETING_USER_TYPES)[number];

/** Seeds 4 Meeting status, in the order the admin filter lists them. */
export const MEETING_STATUSES = ['accepted', 'pending', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** Seeds 8: the meeting screens' notices and failures disappear after 3 seconds. */
export const MEETING_MESSAGE_MS = 3000;
