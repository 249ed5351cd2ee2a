import { GridSearch } from '@/components/admin/data-table/grid-search';
import { adminTranslator } from '@/lib/admin/messages';
import { listRespondents } from '@/lib/assessment/admin-respondents';
import { RESPONDENT_PAGE_SIZES, RESPONDENT_SORTABLE, respondentQuerySchema } from '@/lib/assessment/admin-schema';
import { requireAdminPage } from '@/lib/auth/guards';

import { RespondentsGrid } from './_components/respondents-grid';

type AssessmentResultPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Assessment respondents (seeds 2): those who answered on their own initiative, paged on the server. */
export default async function AssessmentResultPage({ searchParams }: AssessmentResultPageProps) {
  await requireAdminPage('evidence');
  const query = respondentQuerySchema.parse(await searchParams);
  const { respondents, total } = await listRespondents(query);
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.assessment.respondents.title')}</h1>
      <GridSearch key={query.search} label={t('admin.assessment.respondents.searchLabel')} search={query.search} />
      <RespondentsGrid
        rows={respondents}
        total={total}
        page={query.page}
        pageSize={query.limit}
        pageSizes={RESPONDENT_PAGE_SIZES}
        sortable={RESPONDENT_SORTABLE}
      />
    </div>
  );
}
