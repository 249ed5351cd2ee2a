'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { RowActions } from '@/components/admin/row-actions';
import { Thumbnail } from '@/components/admin/thumbnail';
import { useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { deleteMeetingRoom } from '@/lib/meetings/admin/actions/meeting-room';
import { liveMeetingsOf } from '@/lib/meetings/admin/live-meetings-count';
import type { MeetingRoomRow } from '@/lib/meetings/admin/queries';

type MeetingRoomsProps = { rooms: MeetingRoomRow[]; noticeMs: number; onEdit: (room: MeetingRoomRow) => void };

/** Mode A's rooms as cards (picture, name, capacity), each with edit (mode C) and delete. */
export function MeetingRooms({ rooms, noticeMs, onEdit }: MeetingRoomsProps) {
  const t = useTranslations('admin.yellowMeetings');
  const titleId = useId();
  // The refusal's count, kept from the answer for the notice (the shared delete flow passes on only the message).
  const liveMeetings = useRef<number | null>(null);
  const removal = useConfirmedDelete<MeetingRoomRow>({
    remove: async ({ id }) => {
      liveMeetings.current = null;
      const result = await deleteMeetingRoom({ id });
      liveMeetings.current = liveMeetingsOf(result);

      return result;
    },
    successText: t('deleted'),
    failureText: () =>
      liveMeetings.current === null ? t('failed') : t('errors.roomInUseCount', { count: liveMeetings.current }),
    failureMs: noticeMs,
    successMs: noticeMs,
  });

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {t('meetingInfo.rooms')}
      </h2>
      {rooms.length === 0 ? (
        <p className="rounded border border-dashed border-gray-300 p-6 text-center text-gray-700">
          {t('meetingInfo.noRooms')}
        </p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {rooms.map((room) => (
          <li key={room.id} className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
            {room.room_pic ? (
              <Thumbnail src={room.room_pic} alt={room.room_number} className="h-40 w-full" />
            ) : (
              <p className="flex h-40 items-center justify-center rounded border border-dashed border-gray-300 text-sm text-gray-700">
                {t('meetingInfo.noPicture')}
              </p>
            )}
            <h3 className="font-semibold">{room.room_number}</h3>
            <p className="text-sm text-gray-700">
              {t('meetingInfo.capacity', { capacity: room.capacity })} ·{' '}
              {t('meetingInfo.liveMeetings', { count: room.live_meetings })}
            </p>
            <RowActions title={room.room_number} onEdit={() => onEdit(room)} onDelete={() => removal.ask(room)} />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={removal.isOpen}
        message={removal.pending ? t('meetingInfo.deleteRoomConfirm', { name: removal.pending.room_number }) : ''}
        isBusy={removal.isBusy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </section>
  );
}
