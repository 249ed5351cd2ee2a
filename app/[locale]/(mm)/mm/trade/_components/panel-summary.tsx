import { getTranslations } from 'next-intl/server';

/** The count of matching rows, announced when the view changes; or the empty text of the tab. */
export async function PanelSummary({ total, emptyText }: { total: number; emptyText: string }) {
  const t = await getTranslations('trade');

  return total === 0 ? (
    <p role="status" className="rounded border border-dashed border-gray-300 p-10 text-center text-muted">
      {emptyText}
    </p>
  ) : (
    <p role="status" className="text-sm text-muted">
      {t('total', { total })}
    </p>
  );
}
