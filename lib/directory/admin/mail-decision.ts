import 'server-only';

import { approvalMail, type DirectoryEntryKind, rejectionMail } from '@/lib/directory/registration/mails';
import { sendMail } from '@/lib/mail';
import { logger } from '@/lib/observability/logger';

type DecisionMail = { to: string; registrant: string; entry: string; kind: DirectoryEntryKind; reason?: string };

/**
 * Tells the registrant what staff decided. The decision is already stored when this runs, so a mail that cannot
 * be sent is logged rather than undoing it or reporting the review as failed. Registrations keep no language:
 * the mail is in both, Mongolian (the directory's default) first.
 */
export async function mailDecision({ to, registrant, entry, kind, reason }: DecisionMail): Promise<void> {
  if (!to) return;
  const options = { to, name: registrant || entry, companyName: entry, locale: 'mn' as const, kind, reason };
  try {
    await sendMail(reason === undefined ? await approvalMail(options) : await rejectionMail(options));
  } catch (error) {
    logger.error({ err: error }, 'Could not mail a directory review decision');
  }
}
