import { ShelfList } from '@/components/admin/library/shelf-list';
import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';
import { adminReportQuerySchema } from '@/lib/library/admin-query';
import { listAdminShelfItems } from '@/lib/library/admin-queries';

type ReportPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Reports (seeds 2): paged 5/10/15, inline edit, delete; new ones on /admin/add-report. */
export default async function ReportPage({ searchParams }: ReportPageProps) {
  await requireAdminPage();
  const { page, limit } = adminReportQuerySchema.parse(await searchParams);
  const { items, total } = await listAdminShelfItems('reports', { page, limit });
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.library.report.title')}</h1>
      <ShelfList shelf="reports" items={items} total={total} page={page} pageSize={limit} />
    </div>
  );
}
