import { getTranslations } from 'next-intl/server';

/**
 * At the top of the page while the result waits for its attachments: the assessment is not confirmed yet, with a
 * link down to the attachment step (`#targetId`), which sits below the result.
 */
export async function UnconfirmedNotice({ targetId }: { targetId: string }) {
  const t = await getTranslations('member-assessment.attachments');

  return (
    <div role="status" className="rounded-lg border-l-4 border-amber-500 bg-amber-50 p-4 print:hidden">
      <p className="font-bold text-ink">{t('unconfirmedTitle')}</p>
      <p className="text-ink">{t('unconfirmedText')}</p>
      <a href={`#${targetId}`} className="mt-2 inline-block font-semibold text-brand-dark underline">
        {t('unconfirmedLink')} ↓
      </a>
    </div>
  );
}
