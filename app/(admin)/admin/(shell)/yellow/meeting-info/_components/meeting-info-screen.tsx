'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ModeSwitch } from '@/components/admin/organisation/mode-switch';
import type { MeetingRoomRow, MeetingTimeRow } from '@/lib/meetings/admin/queries';

import { MeetingDayForm } from './meeting-day-form';
import { MeetingDays } from './meeting-days';
import { MeetingRoomForm } from './meeting-room-form';
import { MeetingRooms } from './meeting-rooms';

type Mode = 'overview' | 'day' | 'room';

/** Seeds 9: notices on the meeting screens last 5 seconds. */
const NOTICE_MS = 5000;

/**
 * Seeds 4 meeting info: mode A (overview) the days with their times and the rooms, B a new day, C a new room or the
 * one being edited. Saving a day or a room returns to A, which then shows the reloaded data.
 */
export function MeetingInfoScreen({ times, rooms }: { times: MeetingTimeRow[]; rooms: MeetingRoomRow[] }) {
  const t = useTranslations('admin.yellowMeetings.meetingInfo');
  const [mode, setMode] = useState<Mode>('overview');
  const [editedRoom, setEditedRoom] = useState<MeetingRoomRow | null>(null);
  const switchTo = (next: Mode) => {
    setEditedRoom(null);
    setMode(next);
  };

  return (
    <div className="space-y-6">
      <ModeSwitch
        label={t('modes')}
        current={mode}
        onChange={switchTo}
        modes={[
          { mode: 'overview', label: t('overview') },
          { mode: 'day', label: t('addDay') },
          { mode: 'room', label: t('addRoom') },
        ]}
      />
      {mode === 'overview' ? (
        <>
          <MeetingDays times={times} noticeMs={NOTICE_MS} />
          <MeetingRooms
            rooms={rooms}
            noticeMs={NOTICE_MS}
            onEdit={(room) => {
              setEditedRoom(room);
              setMode('room');
            }}
          />
        </>
      ) : null}
      {mode === 'day' ? <MeetingDayForm noticeMs={NOTICE_MS} onDone={() => switchTo('overview')} /> : null}
      {mode === 'room' ? (
        <MeetingRoomForm
          key={editedRoom?.id ?? 'new'}
          room={editedRoom}
          noticeMs={NOTICE_MS}
          onDone={() => switchTo('overview')}
        />
      ) : null}
    </div>
  );
}
