'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { notifyError, notifySuccess } from '@/components/admin/notify';
import { deleteAccount } from '@/lib/accounts/actions';
import type { AccountRow } from '@/lib/accounts/queries';

import { AccountForm } from './account-form';
import { AccountsGrid } from './accounts-grid';

type AccountsScreenProps = { rows: AccountRow[]; total: number; page: number; pageSize: number; pageSizes: readonly number[]; ownId: number };

/** The form (add, or edit the chosen row) above the paged list; delete asks first. */
export function AccountsScreen({ ownId, ...grid }: AccountsScreenProps) {
  const t = useTranslations();
  const router = useRouter();
  const [editing, setEditing] = useState<AccountRow | null>(null);
  const [deleting, setDeleting] = useState<AccountRow | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const onDelete = async () => {
    if (!deleting) return;
    setIsBusy(true);
    const result = await deleteAccount({ id: deleting.id });
    setIsBusy(false);
    setDeleting(null);
    if (!result.ok) return notifyError(t(result.error as 'errors.serverError'));
    if (editing?.id === deleting.id) setEditing(null);
    notifySuccess(t('admin.common.deleted'));
    router.refresh();
  };

  return (
    <>
      <AccountForm
        key={editing?.id ?? 'new'}
        account={editing}
        onDone={() => {
          setEditing(null);
          router.refresh();
        }}
        onCancel={() => setEditing(null)}
      />
      <AccountsGrid {...grid} ownId={ownId} onEdit={setEditing} onDelete={setDeleting} />
      <ConfirmDialog
        isOpen={deleting !== null}
        message={t('admin.operations.accounts.confirmDelete', { email: deleting?.email ?? '' })}
        confirmLabel={t('admin.common.delete')}
        isBusy={isBusy}
        onConfirm={onDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
