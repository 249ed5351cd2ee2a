import 'server-only';

import { sendMail } from '@/lib/mail';

import { type MeetingMailOptions, meetingMails } from './compose';

/** Mails both parties; both are tried, and it rejects when either could not be sent. */
export async function sendMeetingMails(options: MeetingMailOptions): Promise<void> {
  const results = await Promise.allSettled(meetingMails(options).map((mail) => sendMail(mail)));
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (failures.length > 0) throw new AggregateError(failures, `The ${options.kind} mails of meeting ${options.meeting.id} were not all sent`);
}
