import { adminTranslator } from '@/lib/admin/messages';
import { parseLeniently } from '@/lib/list-query/lenient-query';
import { requireAdminPage } from '@/lib/auth/guards';
import { listCategoryChoices } from '@/lib/directory/admin/category-queries';
import { listCompanies } from '@/lib/directory/admin/company-queries';
import { companyListQuerySchema, LIST_PAGE_SIZES } from '@/lib/directory/admin/schema';

import { CompaniesScreen } from './_components/companies-screen';

type ListCompanyPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Seeds 2.5 company list: filters and name search in the URL, paged in the database, edited in a modal. */
export default async function ListCompanyPage({ searchParams }: ListCompanyPageProps) {
  await requireAdminPage();
  const query = parseLeniently(companyListQuerySchema, await searchParams);
  const [list, categories] = await Promise.all([listCompanies(query), listCategoryChoices()]);
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.yellow.companies.title')}</h1>
      <CompaniesScreen
        filter={{
          mainCategory: query.mainCategory,
          subCategory: query.subCategory,
          approval: query.approval,
          status: query.status,
          search: query.search ?? '',
        }}
        categories={categories}
        rows={list.request}
        total={list.total}
        page={query.page}
        pageSize={query.limit}
        pageSizes={LIST_PAGE_SIZES}
      />
    </div>
  );
}
