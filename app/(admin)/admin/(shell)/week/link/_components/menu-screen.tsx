'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';

import { type ListColumn, ListEditor } from '@/components/admin/conference/list-editor';
import { deleteCategory } from '@/lib/conference/site/menu-actions';
import type { MenuCategory } from '@/lib/conference/site/menu-queries';

import { MenuForm } from './menu-form';

/** Seeds 2.3: a green dot for an active category, a red one for an inactive one, and the status in words. */
function StatusDot({ isActive, label }: { isActive: boolean; label: string }) {
  return (
    <span className="inline-flex items-center" title={label}>
      <span aria-hidden="true" className={`size-3 rounded-full ${isActive ? 'bg-green-600' : 'bg-red-600'}`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The conference menu: its categories with edit, delete and, for static pages, the page editor; the form beside. */
export function MenuScreen({ categories }: { categories: MenuCategory[] }) {
  const t = useTranslations('admin.weekSite.menu');
  const common = useTranslations('admin.common');
  const columns: ListColumn<MenuCategory>[] = [
    {
      header: t('columns.status'),
      cell: (row) => (
        <StatusDot isActive={row.category_status} label={common(row.category_status ? 'active' : 'inactive')} />
      ),
    },
    { header: t('columns.name'), cell: (row) => row.category },
    { header: t('columns.nameEn'), cell: (row) => <span lang="en">{row.category_en}</span> },
    { header: t('columns.pageType'), cell: (row) => t(`pageTypes.${row.page_type}`) },
  ];

  return (
    <ListEditor
      caption={t('listTitle')}
      columns={columns}
      rows={categories}
      emptyText={t('empty')}
      rowKey={(row) => row.cid}
      rowTitle={(row) => row.category}
      extraActions={(row) =>
        row.page_type === 'static' ? (
          <Link
            href={`/admin/week/edit-static/${row.cid}`}
            aria-label={`${t('editPage')}: ${row.category}`}
            className="rounded border border-gray-400 px-3 py-1 text-gray-800"
          >
            {t('editPage')}
          </Link>
        ) : null
      }
      remove={(row) => deleteCategory({ cid: row.cid })}
      deleteQuestion={(row) => t('deleteConfirm', { name: row.category })}
      form={(editing, done) => <MenuForm category={editing} onDone={done} />}
      rowTestId="week-menu-row"
    />
  );
}
