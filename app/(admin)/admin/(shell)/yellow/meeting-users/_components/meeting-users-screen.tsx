'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable, type GridView } from '@/components/admin/data-table/data-table';
import { UrlSelect } from '@/components/admin/data-table/url-select';
import { MeetingUserForm } from '@/components/admin/meetings/meeting-user-form';
import { RowActions } from '@/components/admin/row-actions';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { deleteMeetingUser } from '@/lib/meetings/admin/actions/meeting-user';
import { liveMeetingsOf } from '@/lib/meetings/admin/live-meetings-count';
import type { MeetingUserRow } from '@/lib/meetings/admin/queries';
import { USER_TYPE_FILTERS, type UserTypeFilter } from '@/lib/meetings/admin/schema';

type MeetingUsersScreenProps = GridView<MeetingUserRow> & { type: UserTypeFilter };

/**
 * The meeting users of one type or all. Edit opens the add-user form above the list (scrolled to, with a back
 * button); delete asks first and is refused, with the number, while the person has live meetings.
 */
export function MeetingUsersScreen({ type, ...grid }: MeetingUsersScreenProps) {
  const t = useTranslations('admin.yellowMeetings');
  const common = useTranslations('admin.common');
  const [editing, setEditing] = useState<MeetingUserRow | null>(null);
  // The refusal's count, kept from the answer for the notice (the shared delete flow passes on only the message).
  const liveMeetings = useRef<number | null>(null);
  const removal = useConfirmedDelete<MeetingUserRow>({
    remove: async ({ id }) => {
      liveMeetings.current = null;
      const result = await deleteMeetingUser({ id });
      liveMeetings.current = liveMeetingsOf(result);

      return result;
    },
    successText: t('deleted'),
    failureText: (text) =>
      liveMeetings.current === null ? text : t('errors.userInUseCount', { count: liveMeetings.current }),
    onDeleted: ({ id }) => setEditing((current) => (current?.id === id ? null : current)),
  });
  const askDelete = removal.ask;
  const columns = useMemo<ColumnDef<MeetingUserRow>[]>(
    () => [
      { id: 'name', header: t('fields.name'), accessorKey: 'name' },
      { id: 'name_en', header: t('fields.nameEn'), accessorKey: 'name_en' },
      { id: 'email', header: t('fields.email'), accessorKey: 'email' },
      { id: 'phone_number', header: t('fields.phone'), accessorKey: 'phone_number' },
      { id: 'user_type', header: t('fields.type'), cell: ({ row }) => t(`types.${row.original.user_type}`) },
      {
        id: 'actions',
        header: common('actions'),
        cell: ({ row }) => (
          <RowActions
            title={row.original.name}
            onEdit={() => setEditing(row.original)}
            onDelete={() => askDelete(row.original)}
          />
        ),
      },
    ],
    [t, common, askDelete],
  );

  return (
    <div className="space-y-4">
      {editing ? <MeetingUserForm key={editing.id} user={editing} onBack={() => setEditing(null)} /> : null}
      <UrlSelect
        label={t('meetingUsers.type')}
        param="type"
        value={type}
        unsetValue="all"
        options={USER_TYPE_FILTERS.map((filter) => ({
          value: filter,
          label: filter === 'all' ? t('all') : t(`types.${filter}`),
        }))}
      />
      <DataTable
        label={t('meetingUsers.grid')}
        columns={columns}
        {...grid}
        emptyText={common('emptyList')}
        getRowId={(row) => String(row.id)}
      />
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={t('meetingUsers.deleteConfirm')}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </div>
  );
}
