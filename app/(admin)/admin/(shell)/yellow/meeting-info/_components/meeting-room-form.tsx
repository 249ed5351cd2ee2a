'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';

import { FormActions } from '@/components/admin/form-actions';
import { showFieldErrors } from '@/components/admin/library/field-errors';
import { notifyError, notifySuccess } from '@/components/admin/notify';
import { TextField } from '@/components/admin/text-field';
import { useErrorText, useFieldMessage } from '@/components/admin/use-error-text';
import { UploadField } from '@/components/admin/upload-field';
import { createMeetingRoom, updateMeetingRoom } from '@/lib/meetings/admin/actions/meeting-room';
import type { MeetingRoomRow } from '@/lib/meetings/admin/queries';
import { type MeetingRoomInput, meetingRoomSchema } from '@/lib/meetings/admin/schema';

type MeetingRoomFormProps = { room: MeetingRoomRow | null; noticeMs: number; onDone: () => void };

const defaults = (room: MeetingRoomRow | null): MeetingRoomInput =>
  room
    ? { room_number: room.room_number, room_number_en: room.room_number_en, capacity: String(room.capacity), room_pic: room.room_pic_key }
    : { room_number: '', room_number_en: '', capacity: '', room_pic: '' };

/**
 * Mode C: a new room, or the one chosen in mode A: name in Mongolian and (optionally) English, capacity in people and a jpeg/png picture (uploaded at once
 * and checked by its content). Saving returns to mode A, which shows the reloaded rooms.
 */
export function MeetingRoomForm({ room, noticeMs, onDone }: MeetingRoomFormProps) {
  const t = useTranslations('admin.yellowMeetings');
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  const titleId = useId();
  const form = useForm<MeetingRoomInput, unknown, z.output<typeof meetingRoomSchema>>({ resolver: zodResolver(meetingRoomSchema), defaultValues: defaults(room) });
  const { errors, isSubmitting } = form.formState;
  const picture = useWatch({ control: form.control, name: 'room_pic' }) ?? '';
  const message = useFieldMessage();

  const onSubmit = form.handleSubmit(async (values) => {
    const input = { ...values, capacity: String(values.capacity) };
    const result = await (room ? updateMeetingRoom({ ...input, id: room.id }) : createMeetingRoom(input)).catch(() => null);
    if (!result?.ok) {
      showFieldErrors(form.setError, form.getValues(), result?.fieldErrors);
      // The server's reason when it gave one (a name already taken), otherwise the seeds' 'Алдаа гарлаа.'.
      const reason = result?.error.startsWith('admin.yellowMeetings.') ? errorText(result.error) : t('failed');

      return notifyError(reason, noticeMs);
    }
    notifySuccess(room ? t('saved') : t('added'), noticeMs);
    onDone();
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="max-w-3xl space-y-4 rounded-lg border border-gray-200 bg-white p-6">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {room ? t('meetingInfo.editRoom', { name: room.room_number }) : t('meetingInfo.roomForm.addTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('meetingInfo.roomForm.name')} error={message(errors.room_number?.message)} {...form.register('room_number')} />
        <TextField label={t('meetingInfo.roomForm.nameEn')} error={message(errors.room_number_en?.message)} {...form.register('room_number_en')} />
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
      <FormActions
        isSubmitting={isSubmitting}
        submitLabel={room ? common('save') : t('meetingInfo.roomForm.submit')}
        secondary={{ label: room ? common('back') : common('cancel'), onClick: onDone }}
      />
    </form>
  );
}
