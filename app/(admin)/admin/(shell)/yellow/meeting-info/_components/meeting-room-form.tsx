'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';

import { EditFormFrame } from '@/components/admin/edit-form-frame';
import { TextField } from '@/components/admin/text-field';
import { useFieldMessage } from '@/components/admin/use-error-text';
import { UploadField } from '@/components/admin/upload-field';
import { createMeetingRoom, updateMeetingRoom } from '@/lib/meetings/admin/actions/meeting-room';
import type { MeetingRoomRow } from '@/lib/meetings/admin/queries';
import { type MeetingRoomInput, meetingRoomSchema } from '@/lib/meetings/admin/schema';

type MeetingRoomFormProps = { room: MeetingRoomRow | null; noticeMs: number; onDone: () => void };

const defaults = (room: MeetingRoomRow | null): MeetingRoomInput =>
  room
    ? {
        room_number: room.room_number,
        room_number_en: room.room_number_en,
        capacity: String(room.capacity),
        room_pic: room.room_pic_key,
      }
    : { room_number: '', room_number_en: '', capacity: '', room_pic: '' };

/**
 * Mode C: a new room, or the one chosen in mode A: name in Mongolian and (optionally) English, capacity in people and a jpeg/png picture (uploaded at once
 * and checked by its content). Saving returns to mode A, which shows the reloaded rooms.
 */
export function MeetingRoomForm({ room, noticeMs, onDone }: MeetingRoomFormProps) {
  const t = useTranslations('admin.yellowMeetings');
  const common = useTranslations('admin.common');
  const titleId = useId();
  const form = useForm<MeetingRoomInput, unknown, z.output<typeof meetingRoomSchema>>({
    resolver: zodResolver(meetingRoomSchema),
    defaultValues: defaults(room),
  });
  const { errors } = form.formState;
  const picture = useWatch({ control: form.control, name: 'room_pic' }) ?? '';
  const message = useFieldMessage();

  return (
    <EditFormFrame
      form={form}
      titleId={titleId}
      title={room ? t('meetingInfo.editRoom', { name: room.room_number }) : t('meetingInfo.roomForm.addTitle')}
      isEditing={room !== null}
      save={(values) => {
        const input = { ...values, capacity: String(values.capacity) };

        return room ? updateMeetingRoom({ ...input, id: room.id }) : createMeetingRoom(input);
      }}
      savedText={room ? t('saved') : t('added')}
      onSaved={onDone}
      // The server's reason when it gave one (a name already taken), otherwise the seeds' 'Алдаа гарлаа.'.
      failureText={(reason, key) => (key.startsWith('admin.yellowMeetings.') ? reason : t('failed'))}
      noticeMs={noticeMs}
      submitLabel={room ? common('save') : t('meetingInfo.roomForm.submit')}
      secondary={{ label: room ? common('back') : common('cancel'), onClick: onDone }}
      className="max-w-3xl"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('meetingInfo.roomForm.name')}
          error={message(errors.room_number?.message)}
          {...form.register('room_number')}
        />
        <TextField
          label={t('meetingInfo.roomForm.nameEn')}
          error={message(errors.room_number_en?.message)}
          {...form.register('room_number_en')}
        />
        <TextField
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          label={t('meetingInfo.roomForm.capacity')}
          error={message(errors.capacity?.message)}
          {...form.register('capacity')}
        />
      </div>
      <UploadField
        kind="image"
        label={t('meetingInfo.roomForm.picture')}
        hint={t('meetingInfo.roomForm.pictureHint')}
        value={picture}
        previewUrl={room?.room_pic || undefined}
        error={message(errors.room_pic?.message)}
        onChange={(file) => form.setValue('room_pic', file?.key ?? '', { shouldDirty: true })}
      />
    </EditFormFrame>
  );
}
