'use client';

import { useTranslations } from 'next-intl';

import { ListSection } from '@/components/admin/list-section';
import { Thumbnail } from '@/components/admin/thumbnail';
import { RowActions } from '@/components/admin/row-actions';
import type { AdminMemberLogo } from '@/lib/member-logos/queries';

import type { LogoGroup } from './member-logo-form';

type MemberLogoTableProps = {
  group: LogoGroup;
  logos: readonly AdminMemberLogo[];
  onAdd: () => void;
  onEdit: (logo: AdminMemberLogo) => void;
  onDelete: (logo: AdminMemberLogo) => void;
};

/** One list of mode A: board members or main members, with add, edit and delete. */
export function MemberLogoTable({ group, logos, onAdd, onEdit, onDelete }: MemberLogoTableProps) {
  const t = useTranslations('admin.organisation.membership');
  const common = useTranslations('admin.common');
  const headingId = `logos-${group}`;

  return (
    <ListSection
      headingId={headingId}
      title={t(group)}
      addLabel={group === 'board' ? t('addBoard') : t('addMain')}
      onAdd={onAdd}
      headers={[t('logo'), t('name'), t('link'), common('actions')]}
      emptyText={t('empty')}
      isEmpty={logos.length === 0}
    >
      {logos.map((logo) => (
        <tr key={logo.id} data-testid="member-logo-row">
          <td className="px-3 py-2">
            <Thumbnail src={logo.logo} alt="" className="h-12 w-20" />
          </td>
          <td className="px-3 py-2">
            <p className="font-medium">{logo.name}</p>
            <p className="text-xs text-gray-600">{logo.name_en}</p>
          </td>
          <td className="px-3 py-2 break-all">{logo.link}</td>
          <td className="px-3 py-2">
            <RowActions title={logo.name} onEdit={() => onEdit(logo)} onDelete={() => onDelete(logo)} />
          </td>
        </tr>
      ))}
    </ListSection>
  );
}
