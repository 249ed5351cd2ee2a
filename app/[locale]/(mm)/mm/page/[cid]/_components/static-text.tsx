import { getTranslations } from 'next-intl/server';

/** The page's editor text, already sanitised by the query; a page without text says so. */
export async function StaticText({ html }: { html: string }) {
  const t = await getTranslations('pages.project');
  if (!html.trim()) return <p className="mt-6 text-muted">{t('noText')}</p>;

  return <div className="rich-text mt-4 max-w-3xl" dangerouslySetInnerHTML={{ __html: html }} />;
}
