'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { RowActions } from '@/components/admin/row-actions';
import { SocialLinkForm } from '@/components/admin/social-link-form';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { SocialIcon } from '@/components/layout/social-icon';
import { deleteSocialLink } from '@/lib/social-links/actions';
import type { SocialLink } from '@/lib/social-links/queries';

/** The grid and the form; edit fills the form, a save or delete reloads the list (seeds 4). */
export function SocialLinksScreen({ links }: { links: SocialLink[] }) {
  const t = useTranslations('admin.organisation.socialLinks');
  const common = useTranslations('admin.common');
  const [editing, setEditing] = useState<SocialLink | null>(null);
  const removal = useConfirmedDelete<SocialLink>({
    remove: ({ id }) => deleteSocialLink({ site: 'association', id }),
    onDeleted: ({ id }) => setEditing((current) => (current?.id === id ? null : current)),
  });

  return (
    <div className="grid gap-8 xl:grid-cols-[3fr_2fr]">
      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="sr-only">{t('title')}</caption>
          <thead className="bg-gray-50 text-left text-xs font-semibold text-gray-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('id')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('icon')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('link')}
              </th>
              <th scope="col" className="px-3 py-2">
                {common('actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {links.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-3 py-6 text-center text-gray-600">
                  {t('empty')}
                </td>
              </tr>
            ) : (
              links.map((link) => (
                <tr key={link.id} data-testid="social-link-row">
                  <td className="px-3 py-2">{link.id}</td>
                  <td className="px-3 py-2">
                    <span className="inline-flex items-center gap-2">
                      <SocialIcon name={link.icon} />
                      {t.has(`icons.${link.icon}`) ? t(`icons.${link.icon}`) : link.icon}
                    </span>
                  </td>
                  <td className="px-3 py-2 break-all">{link.link}</td>
                  <td className="px-3 py-2">
                    <RowActions title={link.link} onEdit={() => setEditing(link)} onDelete={() => removal.ask(link)} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {/* A new key empties the form when switching between add and the row being edited. */}
      <SocialLinkForm key={editing?.id ?? 'new'} site="association" link={editing} onDone={() => setEditing(null)} />
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={t('deleteConfirm', { link: removal.pending?.link ?? '' })}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </div>
  );
}
