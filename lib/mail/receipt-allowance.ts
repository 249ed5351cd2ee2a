import 'server-only';

import { logger } from '@/lib/observability/logger';
import { consumeRateLimit } from '@/lib/rate-limit';

/**
 * The mails the public forms send to the address someone typed (receipts, confirmations, "already registered"):
 * all forms together, at most `perRecipient` to one address a day and `all` an hour to everyone. A person sends
 * a form or two a day; past either bound the form's data is still stored and its answer is the same, only the
 * mail is left out, so the forms cannot be turned into a mailer in the association's name and nobody is refused
 * because of what others sent.
 */
export const RECEIPT_MAIL_LIMITS = {
  perRecipient: { limit: 3, windowSeconds: 24 * 60 * 60 },
  all: { limit: 200, windowSeconds: 60 * 60 },
} as const;

/**
 * Counts one public form's mail to `to` and says whether it may go. The address is counted first, so a mail left
 * out for its recipient does not use up everyone's hour; the first mail over the hourly bound is logged once.
 */
export async function consumeReceiptAllowance(to: string): Promise<boolean> {
  const recipient = await consumeRateLimit({
    key: `public-form-mail:to:${to.trim().toLowerCase()}`,
    ...RECEIPT_MAIL_LIMITS.perRecipient,
  });
  if (!recipient.allowed) return false;
  const everyone = await consumeRateLimit({ key: 'public-form-mail:all', ...RECEIPT_MAIL_LIMITS.all });
  if (everyone.hits === RECEIPT_MAIL_LIMITS.all.limit + 1) {
    logger.warn(
      { limit: RECEIPT_MAIL_LIMITS.all.limit },
      'The public forms reached their hourly bound of mails: their receipts are left out until the hour ends',
    );
  }

  return everyone.allowed;
}
