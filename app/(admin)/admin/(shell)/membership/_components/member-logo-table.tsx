'use client';

import { useTranslations } from 'next-intl';

import { Thumbnail } from '@/components/admin/thumbnail';
import { RowActions } from '@/components/admin/row-actions';
import type { AdminMemberLogo } from '@/lib/membership-logos/queries';

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
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {t(group)}
        </h2>
        <button type="button" onClick={onAdd} className="rounded bg-brand-dark px-4 py-2 text-sm font-semibold text-white">
          {group === 'board' ? t('addBoard') : t('addMain')}
        </button>
      </div>
      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
        <table className="min-w-full divide-y divide-gray-200 text-sm" aria-labelledby={headingId}>
          <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">{t('logo')}</th>
              <th scope="col" className="px-3 py-2">{t('name')}</th>
              <th scope="col" className="px-3 py-2">{t('link')}</th>
              <th scope="col" className="px-3 py-2">{common('actions')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {logos.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-3 py-6 text-center text-gray-600">{t('empty')}</td>
              </tr>
            ) : (
              logos.map((logo) => (
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
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
