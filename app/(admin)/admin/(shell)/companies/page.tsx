import { adminTranslator } from '@/lib/admin/messages';
import { mayReadPersonalData } from '@/lib/admin/personal-data';
import { requireAdminPage } from '@/lib/auth/guards';
import { listMemberCompanies } from '@/lib/member-companies/queries';
import {
  MEMBER_COMPANY_PAGE_SIZES,
  MEMBER_COMPANY_SORTABLE,
  memberCompanyQuerySchema,
} from '@/lib/member-companies/schema';

import { CompaniesScreen } from './_components/companies-screen';

type CompaniesPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Member companies (seeds 2): name search in the database, a numbered grid with edit and delete, the form. */
export default async function CompaniesPage({ searchParams }: CompaniesPageProps) {
  const admin = await requireAdminPage();
  const query = memberCompanyQuerySchema.parse(await searchParams);
  const { members, total } = await listMemberCompanies({
    ...query,
    withContact: mayReadPersonalData(admin, 'memberContact'),
  });
  const t = adminTranslator();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-ink">{t('admin.organisation.companies.title')}</h1>
      <CompaniesScreen
        rows={members}
        total={total}
        page={query.page}
        pageSize={query.limit}
        pageSizes={MEMBER_COMPANY_PAGE_SIZES}
        sortable={MEMBER_COMPANY_SORTABLE}
        search={query.search}
      />
    </div>
  );
}
