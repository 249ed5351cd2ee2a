import { z } from 'zod';

import { adminTranslator } from '@/lib/admin/messages';
import { gridQuerySchema } from '@/lib/list-query/grid-query';
import { requireAdminPage } from '@/lib/auth/guards';
import { getAdminCategory, listAdminCategories, listAllCategories } from '@/lib/categories/queries';

import { CategoryForm } from './_components/category-form';
import { CategoryTable } from './_components/category-table';

const LINK_PAGE_SIZES = [20, 50, 100] as const;
const linkQuerySchema = gridQuerySchema({ pageSizes: LINK_PAGE_SIZES }).extend({
  cid: z.coerce.number().int().positive().optional().catch(undefined),
});

type LinkPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Menu categories (seeds 2 "Menu"): add mode without ?cid, edit mode with it; the list below. */
export default async function LinkPage({ searchParams }: LinkPageProps) {
  await requireAdminPage();
  const query = linkQuerySchema.parse(await searchParams);
  const [{ rows, total }, all, editing] = await Promise.all([
    listAdminCategories({ page: query.page, limit: query.limit }),
    listAllCategories(),
    query.cid ? getAdminCategory(query.cid) : null,
  ]);
  const t = adminTranslator();

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-ink">{t('admin.content.link.title')}</h1>
      <CategoryForm key={editing?.cid ?? 'new'} categories={all} editing={editing} />
      <section aria-labelledby="link-list-title" className="space-y-3">
        <h2 id="link-list-title" className="text-lg font-semibold text-ink">
          {t('admin.content.link.listTitle')}
        </h2>
        <CategoryTable rows={rows} total={total} page={query.page} pageSize={query.limit} pageSizes={LINK_PAGE_SIZES} />
      </section>
    </div>
  );
}
