'use client';

import { useTranslations } from 'next-intl';

import { type ListColumn, ListEditor } from '@/components/admin/conference/list-editor';
import type { ConferenceContact } from '@/lib/conference/site/footer-queries';
import { deleteFooterInfo } from '@/lib/conference/site/footer-actions';

import { FooterForm } from './footer-form';

/** Seeds 2.3: action, type and information columns; edit fills the form, delete asks first. */
export function FooterScreen({ contacts }: { contacts: ConferenceContact[] }) {
  const t = useTranslations('admin.weekSite.footer');
  const common = useTranslations('admin.common');
  const columns: ListColumn<ConferenceContact>[] = [
    { header: t('type'), cell: (row) => t(`types.${row.type}`) },
    { header: t('information'), cell: (row) => row.information },
  ];

  return (
    <ListEditor
      caption={t('listTitle')}
      columns={columns}
      rows={contacts}
      emptyText={common('emptyList')}
      rowKey={(row) => row.id}
      rowTitle={(row) => row.information}
      remove={(row) => deleteFooterInfo({ id: row.id })}
      deleteQuestion={(row) => t('deleteConfirm', { information: row.information })}
      form={(editing, done) => <FooterForm contact={editing} onDone={done} />}
      rowTestId="week-footer-row"
    />
  );
}
