import Link from 'next/link';
import { notFound } from 'next/navigation';

import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { listEditionChoices } from '@/lib/conference/editions/choices';
import { getEditableConferenceNews, listConferenceNewsCategories } from '@/lib/conference/news/queries';
import { ConferenceNewsForm } from '@/components/admin/conference/news/conference-news-form';

type EditNewsPageProps = { params: Promise<{ id: string }> };

/** Edit one conference news item (the update-news screen's edit mode). */
export default async function WeekEditNewsPage({ params }: EditNewsPageProps) {
  await requireAdminPage();
  const { id } = await params;
  const [item, choices, categories] = await Promise.all([
    /^\d{1,9}$/.test(id) ? getEditableConferenceNews(Number(id)) : null,
    listEditionChoices(),
    listConferenceNewsCategories(),
  ]);
  if (!item) notFound();
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <Link
        href={`/admin/week/update-news?event=${item.event_id}`}
        className="text-sm font-semibold text-brand-dark underline"
      >
        {t('admin.weekEditions.news.backToList')}
      </Link>
      <h1 className="text-2xl font-bold text-ink">{t('admin.weekEditions.news.editTitle')}</h1>
      <ConferenceNewsForm choices={choices} categories={categories} editing={item} eventId={item.event_id} />
    </div>
  );
}
