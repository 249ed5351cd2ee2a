import Link from 'next/link';
import { notFound } from 'next/navigation';

import { NewsForm } from '@/components/admin/content/news-form';
import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { listNewsCategoryOptions } from '@/lib/categories/queries';
import { getEditableNews } from '@/lib/news/admin-queries';

type EditNewsPageProps = { params: Promise<{ id: string }> };

/** Edit one news item (the update-news screen's edit mode). */
export default async function EditNewsPage({ params }: EditNewsPageProps) {
  await requireAdminPage();
  const { id } = await params;
  const [item, categories] = await Promise.all([
    /^\d{1,9}$/.test(id) ? getEditableNews(Number(id)) : null,
    listNewsCategoryOptions(),
  ]);
  if (!item) notFound();
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <Link href="/admin/update-news" className="text-sm font-semibold text-brand-dark underline">
        {t('admin.content.news.backToList')}
      </Link>
      <h1 className="text-2xl font-bold text-ink">{t('admin.content.news.editTitle')}</h1>
      <NewsForm categories={categories} editing={item} />
    </div>
  );
}
