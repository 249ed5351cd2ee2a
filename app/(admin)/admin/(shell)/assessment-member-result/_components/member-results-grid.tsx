'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';

import { DataTable, type GridView } from '@/components/admin/data-table/data-table';
import type { MemberResultRow } from '@/lib/assessment/admin-member-results';
import type { CodexGroup } from '@/lib/assessment/codex';

import { adminDateText } from '@/lib/admin/date-text';
import { AnswersDialog } from './answers-dialog';
import { FilesDialog } from './files-dialog';

type Open = { row: MemberResultRow; overlay: 'answers' | 'files' } | null;
type MemberResultsGridProps = GridView<MemberResultRow> & { groups: CodexGroup[] };

/** Seeds 2 assessment-member-result: name, e-mail, date, percentage, consent, view answers, download files. */
export function MemberResultsGrid({ groups, ...props }: MemberResultsGridProps) {
  const t = useTranslations('admin.assessment.memberResults');
  const [open, setOpen] = useState<Open>(null);
  const columns = useMemo<ColumnDef<MemberResultRow>[]>(() => {
    const button = (row: MemberResultRow, overlay: 'answers' | 'files') => (
      <button
        type="button"
        onClick={() => setOpen({ row, overlay })}
        aria-label={
          overlay === 'answers' ? t('viewAnswersOf', { name: row.name }) : t('downloadFilesOf', { name: row.name })
        }
        className="rounded border border-brand-dark px-3 py-1 whitespace-nowrap text-brand-dark"
      >
        {overlay === 'answers' ? t('viewAnswers') : t('downloadFiles')}
      </button>
    );

    return [
      { id: 'name', header: t('columns.name'), accessorKey: 'name' },
      { id: 'email', header: t('columns.email'), accessorKey: 'email' },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        cell: ({ row }) => adminDateText(row.original.created_at, 'dateTime'),
      },
      { id: 'percentage', header: t('columns.percentage'), cell: ({ row }) => `${row.original.main_percentage}%` },
      {
        id: 'publication',
        header: t('columns.publication'),
        cell: ({ row }) => (row.original.publication ? t('agreed') : t('notAgreed')),
      },
      { id: 'answers', header: t('columns.answers'), cell: ({ row }) => button(row.original, 'answers') },
      { id: 'files', header: t('columns.files'), cell: ({ row }) => button(row.original, 'files') },
    ];
  }, [t]);

  return (
    <>
      <DataTable
        label={t('grid')}
        columns={columns}
        emptyText={t('empty')}
        getRowId={(row) => String(row.answer_id)}
        {...props}
      />
      {open?.overlay === 'answers' ? (
        <AnswersDialog key={open.row.answer_id} respondent={open.row} groups={groups} onClose={() => setOpen(null)} />
      ) : null}
      {open?.overlay === 'files' ? (
        <FilesDialog key={open.row.answer_id} respondent={open.row} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
