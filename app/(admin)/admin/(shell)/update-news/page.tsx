import { CategoryFilter } from '@/components/admin/news/category-filter';
import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { listNewsCategoryOptions } from '@/lib/categories/queries';
import { listAdminNews } from '@/lib/news/admin-queries';
import { ADMIN_NEWS_PAGE_SIZES, ADMIN_NEWS_SORTABLE, adminNewsQuerySchema } from '@/lib/news/admin-schema';

import { NewsTable } from './_components/news-table';

type UpdateNewsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The news list (seeds 2 "News"): category filter (default all), 5/10/15 per page, edit and delete. */
export default async function UpdateNewsPage({ searchParams }: UpdateNewsPageProps) {
  await requireAdminPage();
  const query = adminNewsQuerySchema.parse(await searchParams);
  const [page, categories] = await Promise.all([listAdminNews(query), listNewsCategoryOptions()]);
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.content.news.listTitle')}</h1>
      <CategoryFilter categories={categories} value={query.category} />
      <NewsTable
        rows={page.news}
        total={page.total}
        page={query.page}
        pageSize={query.limit}
        pageSizes={ADMIN_NEWS_PAGE_SIZES}
        sortable={ADMIN_NEWS_SORTABLE}
      />
    </div>
  );
}
