import { UrlSelect } from '@/components/admin/data-table/url-select';
import { adminTranslator } from '@/lib/admin/messages';
import { parseLeniently } from '@/lib/list-query/lenient-query';
import { requireAdminPage } from '@/lib/auth/guards';
import { listCategories } from '@/lib/directory/admin/category-queries';
import { CATEGORY_PAGE_SIZES, categoryQuerySchema, LANGS, MAIN_CODES } from '@/lib/directory/admin/schema';

import { CategoriesGrid } from './_components/categories-grid';

type CategoryPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Seeds 2.5 category list: main category (all, 01-04) and language filters, page sizes 20/50/100, rename modal. */
export default async function YellowCategoryPage({ searchParams }: CategoryPageProps) {
  await requireAdminPage();
  const query = parseLeniently(categoryQuerySchema, await searchParams);
  const list = await listCategories(query);
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.yellow.categories.title')}</h1>
      <div className="flex flex-wrap gap-4">
        <UrlSelect
          label={t('admin.yellow.fields.mainCategory')}
          param="type"
          value={query.type}
          unsetValue="all"
          options={[
            { value: 'all', label: t('admin.yellow.all') },
            ...MAIN_CODES.map((code) => ({ value: code, label: code })),
          ]}
        />
        <UrlSelect
          label={t('admin.yellow.categories.language')}
          param="lang"
          value={query.lang}
          unsetValue="mn"
          options={LANGS.map((lang) => ({ value: lang, label: t(`admin.yellow.categories.languages.${lang}`) }))}
        />
      </div>
      <CategoriesGrid
        lang={query.lang}
        rows={list.categories}
        total={list.total}
        page={query.page}
        pageSize={query.limit}
        pageSizes={CATEGORY_PAGE_SIZES}
      />
    </div>
  );
}
