import { NewsForm } from '@/components/admin/content/news-form';
import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { listNewsCategoryOptions } from '@/lib/categories/queries';

/** Add news (seeds 2 "News"): cover, both languages, category, publisher, status, directory flag. */
export default async function AddNewsPage() {
  await requireAdminPage();
  const categories = await listNewsCategoryOptions();
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.content.news.addTitle')}</h1>
      <NewsForm categories={categories} editing={null} />
    </div>
  );
}
