import 'server-only';

import type { Database } from '@/db';
import { formatCalendarDay } from '@/lib/i18n/date-text';
import { pickLocalized } from '@/lib/i18n/localize';
import { localizedPath } from '@/lib/i18n/locale-paths';
import { LOCALES, type Locale } from '@/lib/i18n/routing';
import type { LocalizedMailMessage, MailCalendar } from '@/lib/mail';
import { escapeHtml } from '@/lib/mail/escape-html';
import { enqueueMails } from '@/lib/mail/outbox';
import { absoluteUrl } from '@/lib/seo/urls';

import { meetingCalendar } from '../calendar';
import { MEETING_MINUTES } from '../constants';
import type { MeetingView } from '../meeting-view';
import { MAIL_WORDS, type MailNames, type MeetingMailKind, type MeetingParty } from './words';

export type MeetingMailOptions = {
  kind: MeetingMailKind;
  meeting: MeetingView;
  /** The meeting's iCalendar SEQUENCE after the change. */
  sequence: number;
  /** Who cancelled (a cancellation mail names them). */
  cancelledBy?: number | null;
};

type Block = {
  locale: Locale;
  subject: string;
  intro: string;
  details: Array<readonly [string, string]>;
  link: string;
  signature: string;
};

/** Invitations and acceptances add or update the calendar entry, a cancellation removes it; a reminder has none. */
const CALENDAR_METHOD = { invitation: 'REQUEST', accepted: 'REQUEST', cancelled: 'CANCEL', reminder: null } as const;

/** `HH:MM` a slot of MEETING_MINUTES later. */
function endTime(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const end = (hour * 60 + minute + MEETING_MINUTES) % (24 * 60);

  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

function block({ kind, meeting, cancelledBy }: MeetingMailOptions, party: MeetingParty, locale: Locale): Block {
  const words = MAIL_WORDS[locale];
  const sender = pickLocalized(meeting.sender_name, meeting.sender_name_en, locale);
  const receiver = pickLocalized(meeting.receiver_name, meeting.receiver_name_en, locale);
  const names: MailNames = { sender, receiver, canceller: cancelledBy === meeting.receiver_id ? receiver : sender };
  const details: Array<readonly [string, string]> = [
    [words.labels.number, meeting.meeting_number],
    [words.labels.sender, `${sender} <${meeting.sender_email}>`],
    [words.labels.receiver, `${receiver} <${meeting.receiver_email}>`],
    [words.labels.date, formatCalendarDay(locale, meeting.meeting_date)],
    [words.labels.time, `${meeting.meeting_time}–${endTime(meeting.meeting_time)} (${words.localTime})`],
    [
      words.labels.room,
      `${pickLocalized(meeting.room_number, meeting.room_number_en, locale)}, ${words.capacity(meeting.capacity)}`,
    ],
    ...(meeting.description ? [[words.labels.purpose, meeting.description] as const] : []),
    [words.labels.status, words.status[meeting.meeting_status]],
  ];

  return {
    locale,
    subject: words.subject[kind][party],
    intro: words.intro[kind][party](names),
    details,
    link: `${words.labels.page}: ${absoluteUrl(localizedPath('/yellow-page/meeting/login', locale))}`,
    signature: words.signature,
  };
}

const textBlock = ({ intro, details, link, signature }: Block) =>
  [intro, details.map(([label, value]) => `${label}: ${value}`).join('\n'), link, signature].join('\n\n');

const htmlBlock = ({ locale, intro, details, link, signature }: Block) =>
  `<div lang="${locale}" style="margin:0 0 24px"><p style="margin:0 0 12px">${escapeHtml(intro)}</p><table style="border-collapse:collapse;margin:0 0 12px">${details
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:2px 12px 2px 0;color:#5b6461;font-weight:normal;vertical-align:top">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join(
      '',
    )}</table><p style="margin:0 0 12px">${escapeHtml(link)}</p><p style="margin:0;color:#5b6461">${escapeHtml(signature)}</p></div>`;

/** The mail to one party: Mongolian first, then English, in HTML and text; the calendar file when the kind has one. */
function partyMail(
  options: MeetingMailOptions,
  party: MeetingParty,
  calendar: MailCalendar | undefined,
): LocalizedMailMessage {
  const blocks = LOCALES.map((locale) => block(options, party, locale));
  const html = `<!doctype html>
<html lang="mn">
  <body style="margin:0;padding:24px;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1c2321">
    <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">${blocks.map(htmlBlock).join('<hr style="border:0;border-top:1px solid #dfe3e1;margin:0 0 24px">')}</div>
  </body>
</html>
`;

  return {
    to: party === 'sender' ? options.meeting.sender_email : options.meeting.receiver_email,
    subject: `${blocks.map((each) => each.subject).join(' / ')} · ${options.meeting.meeting_number}`,
    html,
    text: blocks.map(textBlock).join('\n\n----------\n\n'),
    locale: 'mn',
    ...(calendar ? { calendar } : {}),
  };
}

/** The mails of one change, to the sender and to the receiver, with the meeting's .ics as it now stands. */
export function meetingMails(options: MeetingMailOptions): LocalizedMailMessage[] {
  const method = CALENDAR_METHOD[options.kind];
  const calendar = method
    ? {
        method,
        content: meetingCalendar({ meetings: [{ meeting: options.meeting, sequence: options.sequence }], method }),
      }
    : undefined;

  return [partyMail(options, 'sender', calendar), partyMail(options, 'receiver', calendar)];
}

/** Records the mails to both parties in `executor`, the transaction of the change they tell about. */
export async function enqueueMeetingMails(executor: Database, options: MeetingMailOptions): Promise<void> {
  await enqueueMails(
    executor,
    meetingMails(options).map((message) => ({ kind: `meeting-${options.kind}`, message })),
  );
}
