import { adminTranslator } from '@/lib/admin/messages';
import { parseLeniently } from '@/lib/list-query/lenient-query';
import { requireAdminPage } from '@/lib/auth/guards';
import { listConsultants } from '@/lib/directory/admin/consultant-queries';
import { consultantListQuerySchema, LIST_PAGE_SIZES } from '@/lib/directory/admin/schema';

import { ConsultantsScreen } from './_components/consultants-screen';

type ListConsultantPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Seeds 2.5 consultant list: approval filter and name search in the URL, edit modal, delete. */
export default async function ListConsultantPage({ searchParams }: ListConsultantPageProps) {
  await requireAdminPage();
  const query = parseLeniently(consultantListQuerySchema, await searchParams);
  const list = await listConsultants(query);
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.yellow.consultants.title')}</h1>
      <ConsultantsScreen
        approval={query.approval}
        search={query.search ?? ''}
        rows={list.request}
        total={list.total}
        page={query.page}
        pageSize={query.limit}
        pageSizes={LIST_PAGE_SIZES}
      />
    </div>
  );
}
