import { adminTranslator } from '@/lib/admin/messages';
import { listMemberResults } from '@/lib/assessment/admin-member-results';
import {
  MEMBER_RESULT_PAGE_SIZES,
  MEMBER_RESULT_SORTABLE,
  memberResultQuerySchema,
} from '@/lib/assessment/admin-member-schema';
import { listCodexGroups } from '@/lib/assessment/codex';
import { requireAdminPage } from '@/lib/auth/guards';

import { MemberResultsGrid } from './_components/member-results-grid';

type MemberResultPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Member assessment results (seeds 2): the member companies' finished assessments, paged on the server. */
export default async function AssessmentMemberResultPage({ searchParams }: MemberResultPageProps) {
  await requireAdminPage('evidence');
  const query = memberResultQuerySchema.parse(await searchParams);
  // The codex goes to the browser with the list: the answers overlay heads each requirement with its text, and
  // its PDF lays out every section and question (unanswered ones too), as the member's own export does.
  const [{ respondents, total }, groups] = await Promise.all([listMemberResults(query), listCodexGroups('mn')]);
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.assessment.memberResults.title')}</h1>
      <MemberResultsGrid
        rows={respondents}
        total={total}
        page={query.page}
        pageSize={query.limit}
        pageSizes={MEMBER_RESULT_PAGE_SIZES}
        sortable={MEMBER_RESULT_SORTABLE}
        groups={groups}
      />
    </div>
  );
}
