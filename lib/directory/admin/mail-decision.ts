import 'server-only';

import { approvalMail, type DirectoryEntryKind, rejectionMail } from '@/lib/directory/registration/mails';
import type { OutboxMail } from '@/lib/mail/outbox';

type DecisionMail = { to: string; registrant: string; entry: string; kind: DirectoryEntryKind; reason?: string };

/**
 * The mail telling the registrant what staff decided, to record with the decision (none without an address).
 * Registrations keep no language: the mail is in both, Mongolian (the directory's default) first.
 */
export async function decisionMails({ to, registrant, entry, kind, reason }: DecisionMail): Promise<OutboxMail[]> {
  if (!to) return [];
  const options = { to, name: registrant || entry, companyName: entry, locale: 'mn' as const, kind, reason };
  const message = reason === undefined ? await approvalMail(options) : await rejectionMail(options);

  return [{ kind: reason === undefined ? 'directory-approval' : 'directory-rejection', message }];
}
