import { listAccounts } from '@/lib/accounts/queries';
import { ACCOUNT_PAGE_SIZES, accountQuerySchema } from '@/lib/accounts/schema';
import { requireAdminPage } from '@/lib/auth/guards';
import { can } from '@/lib/auth/roles';

import { adminTranslator } from '../../_lib/messages';
import { AccountsScreen } from './_components/accounts-screen';

type AccountsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AccountsPage({ searchParams }: AccountsPageProps) {
  const admin = await requireAdminPage();
  const t = adminTranslator();
  // Moderators manage content but not staff: they are told so here, and every account action refuses them too.
  if (!can(admin.accountRole, 'accounts')) {
    return (
      <section className="space-y-3" aria-labelledby="accounts-forbidden">
        <h1 id="accounts-forbidden" className="text-2xl font-bold text-ink">
          {t('admin.operations.accounts.forbiddenTitle')}
        </h1>
        <p role="alert" className="text-red-700">
          {t('admin.operations.accounts.forbidden')}
        </p>
      </section>
    );
  }
  const query = accountQuerySchema.parse(await searchParams);
  const { account, total } = await listAccounts({ page: query.page, limit: query.limit });

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-ink">{t('admin.operations.accounts.title')}</h1>
      <AccountsScreen rows={account} total={total} page={query.page} pageSize={query.limit} pageSizes={ACCOUNT_PAGE_SIZES} ownId={admin.id} />
    </div>
  );
}
