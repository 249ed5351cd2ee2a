import { adminFormatter, adminTranslator } from '@/lib/admin/messages';
import type { FailedMail } from '@/lib/mail/failed-mails';
import type { OutboxSummary } from '@/lib/mail/outbox-summary';

import { ResendMailButton } from './resend-mail-button';

type MailOutboxSectionProps = { summary: OutboxSummary; failedMails: FailedMail[] };

/** Mails waiting to go out, and those the mail server refused until the sender gave up, each with "Resend". */
export function MailOutboxSection({ summary, failedMails }: MailOutboxSectionProps) {
  const t = adminTranslator();
  const format = adminFormatter();

  return (
    <section aria-labelledby="operations-mail" className="space-y-3">
      <h2 id="operations-mail" className="text-lg font-semibold text-ink">
        {t('admin.operations.system.mail.title')}
      </h2>
      <p className="text-sm" data-testid="outbox-pending">
        {t('admin.operations.system.mail.pending', { count: summary.pending })}
        {summary.oldestPendingSeconds === null
          ? null
          : ` ${t('admin.operations.system.mail.oldest', { seconds: summary.oldestPendingSeconds })}`}
      </p>
      <h3 className="font-semibold text-ink">{t('admin.operations.system.mail.failed', { count: summary.failed })}</h3>
      {failedMails.length === 0 ? (
        <p className="text-sm">{t('admin.operations.system.mail.noFailed')}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="pr-3 pb-1">
                {t('admin.operations.system.mail.columns.to')}
              </th>
              <th scope="col" className="pr-3 pb-1">
                {t('admin.operations.system.mail.columns.kind')}
              </th>
              <th scope="col" className="pr-3 pb-1">
                {t('admin.operations.system.mail.columns.attempts')}
              </th>
              <th scope="col" className="pr-3 pb-1">
                {t('admin.operations.system.mail.columns.lastError')}
              </th>
              <th scope="col" className="pr-3 pb-1">
                {t('admin.operations.system.mail.columns.createdAt')}
              </th>
              <th scope="col" className="pr-3 pb-1">
                {t('admin.operations.system.mail.columns.action')}
              </th>
            </tr>
          </thead>
          <tbody>
            {failedMails.map((mail) => (
              <tr key={mail.id} className="border-t align-top">
                <td className="py-1 pr-3">{mail.to}</td>
                <td className="py-1 pr-3 font-mono">{mail.kind}</td>
                <td className="py-1 pr-3">{mail.attempts}</td>
                <td className="py-1 pr-3 break-all">{mail.lastError}</td>
                <td className="py-1 pr-3 whitespace-nowrap">
                  {format.dateTime(mail.createdAt, { dateStyle: 'short', timeStyle: 'short' })}
                </td>
                <td className="py-1">
                  <ResendMailButton id={mail.id} to={mail.to} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
