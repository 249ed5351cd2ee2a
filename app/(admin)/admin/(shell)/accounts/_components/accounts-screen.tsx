'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import type { GridView } from '@/components/admin/data-table/data-table';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { deleteAccount } from '@/lib/accounts/actions';
import type { AccountRow } from '@/lib/accounts/queries';

import { AccountForm } from './account-form';
import { AccountsGrid } from './accounts-grid';

type AccountsScreenProps = GridView<AccountRow> & { ownId: number };

/** The form (add, or edit the chosen row) above the paged list; delete asks first. */
export function AccountsScreen({ ownId, ...grid }: AccountsScreenProps) {
  const t = useTranslations();
  const router = useRouter();
  const [editing, setEditing] = useState<AccountRow | null>(null);
  const removal = useConfirmedDelete<AccountRow>({
    remove: ({ id }) => deleteAccount({ id }),
    onDeleted: ({ id }) => setEditing((current) => (current?.id === id ? null : current)),
  });

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
      <AccountsGrid {...grid} ownId={ownId} onEdit={setEditing} onDelete={removal.ask} />
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={t('admin.operations.accounts.confirmDelete', { email: removal.pending?.email ?? '' })}
        confirmLabel={t('admin.common.delete')}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </>
  );
}
