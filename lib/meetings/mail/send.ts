import 'server-only';

import type { Database } from '@/db';
import { enqueueMails } from '@/lib/mail/outbox';

import { type MeetingMailOptions, meetingMails } from './compose';

/** Records the mails to both parties in `executor`, the transaction of the change they tell about. */
export async function enqueueMeetingMails(executor: Database, options: MeetingMailOptions): Promise<void> {
  await enqueueMails(
    executor,
    meetingMails(options).map((message) => ({ kind: `meeting-${options.kind}`, message })),
  );
}
