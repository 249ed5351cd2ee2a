import { listAccounts } from '@/lib/accounts/queries';
import { ACCOUNT_PAGE_SIZES, ACCOUNT_SORTABLE, accountQuerySchema } from '@/lib/accounts/schema';
import { adminTranslator } from '@/lib/admin/messages';
import { requireAdminPage } from '@/lib/auth/guards';

import { AccountsScreen } from './_components/accounts-screen';

type AccountsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AccountsPage({ searchParams }: AccountsPageProps) {
  // Moderators manage content but not staff: they get the 403 page, and every account action refuses them too.
  const admin = await requireAdminPage('accounts');
  const t = adminTranslator();
  const query = accountQuerySchema.parse(await searchParams);
  const { account, total } = await listAccounts(query);

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-ink">{t('admin.operations.accounts.title')}</h1>
      <AccountsScreen
        rows={account}
        total={total}
        page={query.page}
        pageSize={query.limit}
        pageSizes={ACCOUNT_PAGE_SIZES}
        sortable={ACCOUNT_SORTABLE}
        ownId={admin.id}
      />
    </div>
  );
}
