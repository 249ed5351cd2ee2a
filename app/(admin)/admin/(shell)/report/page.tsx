import { requireAdminPage } from '@/lib/auth/guards';
import { adminTranslator } from '@/lib/i18n/admin-messages';
import { adminReportQuerySchema } from '@/lib/library/admin-query';
import { listAdminReports } from '@/lib/reports/admin-queries';

import { ReportList } from './_components/report-list';

type ReportPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Reports (seeds 2): paged 5/10/15, inline edit, delete; new ones on /admin/add-report. */
export default async function ReportPage({ searchParams }: ReportPageProps) {
  await requireAdminPage();
  const { page, limit } = adminReportQuerySchema.parse(await searchParams);
  const { reports, total } = await listAdminReports({ page, limit });
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.library.report.title')}</h1>
      <ReportList reports={reports} total={total} page={page} pageSize={limit} />
    </div>
  );
}
