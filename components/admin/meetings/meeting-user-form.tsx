'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';

import { FormActions } from '@/components/admin/form-actions';
import { NOTICE_MS, notifySuccess } from '@/components/admin/notify';
import { SelectField } from '@/components/admin/select-field';
import { TextField } from '@/components/admin/text-field';
import { useActionSubmit } from '@/components/admin/use-action-submit';
import { useFieldMessage } from '@/components/admin/use-error-text';
import { createMeetingUser, updateMeetingUser } from '@/lib/meetings/admin/actions/meeting-user';
import type { MeetingUserRow } from '@/lib/meetings/admin/queries';
import { type MeetingUserInput, meetingUserSchema, type MeetingUserValues } from '@/lib/meetings/admin/schema';
import { MEETING_USER_TYPES } from '@/lib/meetings/constants';

type MeetingUserFormProps = {
  /** The person being edited; none for a new one. */
  user: MeetingUserRow | null;
  /** Leaves the edit (the back button, or after saving). */
  onBack?: () => void;
  noticeMs?: number;
};

const EMPTY: MeetingUserInput = { name: '', name_en: '', email: '', phone_number: '', user_type: 'Exhibitor' };

const valuesOf = ({ name, name_en, email, phone_number, user_type }: MeetingUserRow): MeetingUserInput => ({
  name,
  name_en,
  email,
  phone_number,
  user_type,
});

const TEXT_FIELDS = [
  ['name', 'name', 'text'],
  ['name_en', 'nameEn', 'text'],
  ['email', 'email', 'email'],
  ['phone_number', 'phone', 'tel'],
] as const;

/**
 * Seeds 2.5 meeting user form: add without a user, edit with one (opened from the users list, scrolled into view,
 * with a back button). A new user's form resets after it is saved; a failure shows the server's reason or 'Алдаа гарлаа.'.
 */
export function MeetingUserForm({ user, onBack, noticeMs = NOTICE_MS.success }: MeetingUserFormProps) {
  const t = useTranslations('admin.yellowMeetings');
  const common = useTranslations('admin.common');
  const router = useRouter();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const form = useForm<MeetingUserInput, unknown, MeetingUserValues>({
    resolver: zodResolver(meetingUserSchema),
    defaultValues: user ? valuesOf(user) : EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const message = useFieldMessage();
  // The server's reason when it gave one (an e-mail already registered), otherwise the seeds' 'Алдаа гарлаа.'.

  useEffect(() => {
    if (!user) return;
    title.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    title.current?.focus({ preventScroll: true });
  }, [user]);

  const onSubmit = useActionSubmit(form, {
    save: (values) => (user ? updateMeetingUser({ ...values, id: user.id }) : createMeetingUser(values)),
    onSaved: () => {
      notifySuccess(user ? t('saved') : t('added'), noticeMs);
      if (user) onBack?.();
      else form.reset(EMPTY);
      router.refresh();
    },
    failureText: (reason, key) => (key.startsWith('admin.yellowMeetings.') ? reason : t('failed')),
    noticeMs,
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      className="max-w-3xl scroll-mt-4 space-y-4 rounded-lg border border-gray-200 bg-white p-6"
    >
      <h2
        id={titleId}
        ref={title}
        tabIndex={-1}
        className="text-lg font-semibold text-ink focus:outline-2 focus:outline-brand-dark"
      >
        {user ? t('userForm.editTitle', { name: user.name }) : t('userForm.addTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(([field, label, type]) => (
          <TextField
            key={field}
            type={type}
            label={t(`fields.${label}`)}
            error={message(errors[field]?.message)}
            {...form.register(field)}
          />
        ))}
        <SelectField
          label={t('fields.type')}
          error={message(errors.user_type?.message)}
          options={MEETING_USER_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          {...form.register('user_type')}
        />
      </div>
      <FormActions
        isSubmitting={isSubmitting}
        submitLabel={user ? common('save') : t('userForm.submit')}
        secondary={user && onBack ? { label: common('back'), onClick: onBack } : null}
      />
    </form>
  );
}
