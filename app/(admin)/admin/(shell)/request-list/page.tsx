import { GridSearch } from '@/components/admin/data-table/grid-search';
import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { listOfficeRequests } from '@/lib/membership-requests/admin-queries';
import { officeRequestQuerySchema, REQUEST_PAGE_SIZES, REQUEST_SORTABLE } from '@/lib/membership-requests/admin-schema';

import { RequestsGrid } from './_components/requests-grid';

type RequestListPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RequestListPage({ searchParams }: RequestListPageProps) {
  await requireAdminPage('requests');
  const query = officeRequestQuerySchema.parse(await searchParams);
  const { request, total } = await listOfficeRequests(query);
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.operations.requests.title')}</h1>
      <GridSearch key={query.search} label={t('admin.operations.requests.searchLabel')} search={query.search} />
      <RequestsGrid
        rows={request}
        total={total}
        page={query.page}
        pageSize={query.limit}
        pageSizes={REQUEST_PAGE_SIZES}
        sortable={REQUEST_SORTABLE}
      />
    </div>
  );
}
