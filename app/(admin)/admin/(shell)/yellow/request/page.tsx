import Link from 'next/link';

import { UrlSelect } from '@/components/admin/data-table/url-select';
import { adminTranslator } from '@/lib/admin/messages';
import { parseLeniently } from '@/lib/list-query/lenient-query';
import { requireAdminPage } from '@/lib/auth/guards';
import { listRequests } from '@/lib/directory/admin/request-queries';
import { REQUEST_PAGE_SIZES, REQUEST_TYPES, requestQuerySchema } from '@/lib/directory/admin/schema';

import { RequestsGrid } from './_components/requests-grid';

type RequestPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Seeds 2.5: the waiting registration requests of one type, newest first, each reviewed in a detail modal. */
export default async function YellowRequestPage({ searchParams }: RequestPageProps) {
  await requireAdminPage('requests');
  const query = parseLeniently(requestQuerySchema, await searchParams);
  const list = await listRequests(query);
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-ink">{t('admin.yellow.request.title')}</h1>
        <Link href="/admin/yellow/add" className="rounded bg-brand-dark px-4 py-2 font-semibold text-white">
          {t('admin.yellow.addLink')}
        </Link>
      </div>
      <UrlSelect
        label={t('admin.yellow.request.type')}
        param="type"
        value={query.type}
        options={REQUEST_TYPES.map((type) => ({ value: type, label: t(`admin.yellow.request.types.${type}`) }))}
      />
      <RequestsGrid
        type={query.type}
        rows={list.request}
        total={list.total}
        page={query.page}
        pageSize={query.limit}
        pageSizes={REQUEST_PAGE_SIZES}
      />
    </div>
  );
}
