'use client';

import { useTranslations } from 'next-intl';

import { type ListColumn, ListEditor } from '@/components/admin/conference/list-editor';
import { SocialLinkForm } from '@/components/admin/social-link-form';
import { SocialIcon } from '@/components/layout/social-icon';
import { deleteSocialLink } from '@/lib/social-links/actions';
import type { SocialLink } from '@/lib/social-links/queries';

/** Each row's icon with its name, and its link; edit fills the form, delete asks first. */
export function SocialLinkScreen({ links }: { links: SocialLink[] }) {
  const t = useTranslations('admin.weekSite.socialLink');
  const common = useTranslations('admin.common');
  const iconName = (icon: string) => (t.has(`icons.${icon}`) ? t(`icons.${icon}`) : icon);
  const columns: ListColumn<SocialLink>[] = [
    {
      header: t('icon'),
      cell: (row) => (
        <span className="inline-flex items-center gap-2 break-normal">
          <SocialIcon name={row.icon} />
          {iconName(row.icon)}
        </span>
      ),
    },
    { header: t('link'), cell: (row) => row.link },
  ];

  return (
    <ListEditor
      caption={t('listTitle')}
      columns={columns}
      rows={links}
      emptyText={common('emptyList')}
      rowKey={(row) => row.id}
      rowTitle={(row) => row.link}
      remove={(row) => deleteSocialLink({ site: 'conference', id: row.id })}
      deleteQuestion={(row) => t('deleteConfirm', { link: row.link })}
      form={(editing, done) => <SocialLinkForm site="conference" link={editing} onDone={done} />}
      rowTestId="week-social-link-row"
    />
  );
}
