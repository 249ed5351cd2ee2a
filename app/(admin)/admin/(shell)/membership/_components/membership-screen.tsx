'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { deleteMemberLogo } from '@/lib/member-logos/actions';
import type { AdminMemberLogo } from '@/lib/member-logos/queries';

import { type LogoGroup, MemberLogoForm } from './member-logo-form';
import { MemberLogoTable } from './member-logo-table';

type Mode = { kind: 'list' } | { kind: 'form'; group: LogoGroup; logo: AdminMemberLogo | null; round: number };

/** Seeds 4: back returns to A and refetches; a successful save clears the form and leaves it in add mode. */
export function MembershipScreen({ logos }: { logos: AdminMemberLogo[] }) {
  const t = useTranslations('admin.organisation');
  const router = useRouter();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const removal = useConfirmedDelete<AdminMemberLogo>({
    remove: ({ id }) => deleteMemberLogo({ id }),
    failureText: (error) => t('saveFailed', { error }),
  });

  const openForm = (group: LogoGroup, logo: AdminMemberLogo | null) =>
    setMode((current) => ({ kind: 'form', group, logo, round: current.kind === 'form' ? current.round + 1 : 0 }));

  const groups: { group: LogoGroup; logos: AdminMemberLogo[] }[] = [
    { group: 'board', logos: logos.filter((logo) => logo.board_member) },
    { group: 'main', logos: logos.filter((logo) => logo.main_member) },
  ];

  return (
    <>
      {mode.kind === 'form' ? (
        <MemberLogoForm
          key={`${mode.group}-${mode.logo?.id ?? 'new'}-${mode.round}`}
          group={mode.group}
          logo={mode.logo}
          onSaved={() => openForm(mode.group, null)}
          onBack={() => {
            setMode({ kind: 'list' });
            router.refresh();
          }}
        />
      ) : (
        <div className="space-y-10">
          {groups.map(({ group, logos: inGroup }) => (
            <MemberLogoTable
              key={group}
              group={group}
              logos={inGroup}
              onAdd={() => openForm(group, null)}
              onEdit={(logo) => openForm(group, logo)}
              onDelete={removal.ask}
            />
          ))}
        </div>
      )}
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={t('deleteConfirm', { name: removal.pending?.name ?? '' })}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </>
  );
}
