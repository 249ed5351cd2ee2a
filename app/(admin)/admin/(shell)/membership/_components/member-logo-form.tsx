'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';

import { notifySuccess } from '@/components/admin/notify';
import { TextField } from '@/components/admin/text-field';
import { useActionSubmit } from '@/components/admin/use-action-submit';
import { useErrorText } from '@/components/admin/use-error-text';
import { UploadField } from '@/components/admin/upload-field';
import { createMemberLogo, updateMemberLogo } from '@/lib/member-logos/actions';
import type { AdminMemberLogo } from '@/lib/member-logos/queries';
import { type MemberLogoInput, memberLogoSchema } from '@/lib/member-logos/schema';

export type LogoGroup = 'board' | 'main';

const GROUP_ERROR_ID = 'member-logo-group-error';

type MemberLogoFormProps = { group: LogoGroup; logo: AdminMemberLogo | null; onSaved: () => void; onBack: () => void };

/** Modes B and C: a board or main member's logo; a new one starts in the group whose list it was added from. */
export function MemberLogoForm({ group, logo, onSaved, onBack }: MemberLogoFormProps) {
  const t = useTranslations('admin.organisation');
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  const form = useForm<MemberLogoInput>({
    resolver: zodResolver(memberLogoSchema),
    defaultValues: {
      name: logo?.name ?? '',
      name_en: logo?.name_en ?? '',
      logo: logo?.logo_key ?? '',
      link: logo?.link ?? '',
      board_member: logo ? logo.board_member : group === 'board',
      main_member: logo ? logo.main_member : group === 'main',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const logoKey = useWatch({ control: form.control, name: 'logo' });
  const message = (text: string | undefined) => (text ? errorText(text) : undefined);
  // The group message names both checkboxes: either one answers it.
  const groupError = errors.board_member?.message;
  const groupErrorAttributes = {
    'aria-invalid': groupError ? true : undefined,
    'aria-describedby': groupError ? GROUP_ERROR_ID : undefined,
  };

  const onSubmit = useActionSubmit(form, {
    save: async (values) =>
      logo ? await updateMemberLogo({ ...values, id: logo.id }) : await createMemberLogo(values),
    onSaved: () => {
      notifySuccess(t('saved'));
      onSaved();
      router.refresh();
    },
    failureText: (reason) => t('saveFailed', { error: reason }),
  });
  const title = logo ? (group === 'board' ? 'editBoard' : 'editMain') : group === 'board' ? 'addBoard' : 'addMain';

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-4 rounded-lg border border-gray-200 bg-white p-6">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold">{t(`membership.${title}`)}</h2>
        <button type="button" onClick={onBack} className="rounded border border-gray-300 px-4 py-2">
          {common('back')}
        </button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('membership.name')} error={message(errors.name?.message)} {...form.register('name')} />
        <TextField
          label={t('membership.nameEn')}
          error={message(errors.name_en?.message)}
          {...form.register('name_en')}
        />
        <TextField
          label={t('membership.link')}
          type="url"
          placeholder="https://"
          error={message(errors.link?.message)}
          className="sm:col-span-2"
          {...form.register('link')}
        />
      </div>
      <UploadField
        kind="image"
        label={t('membership.logo')}
        value={logoKey}
        previewUrl={logo?.logo}
        error={message(errors.logo?.message)}
        onChange={(file) => form.setValue('logo', file?.key ?? '', { shouldValidate: form.formState.isSubmitted })}
      />
      <div className="space-y-2">
        <div className="flex flex-wrap gap-6">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              {...groupErrorAttributes}
              {...form.register('board_member')}
              className="size-4 accent-brand-dark"
            />
            {t('membership.boardMember')}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              {...groupErrorAttributes}
              {...form.register('main_member')}
              className="size-4 accent-brand-dark"
            />
            {t('membership.mainMember')}
          </label>
        </div>
        {groupError ? (
          <p id={GROUP_ERROR_ID} role="alert" className="text-sm text-red-700">
            {errorText(groupError)}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded bg-brand-dark px-5 py-2 font-semibold text-white disabled:opacity-60"
      >
        {isSubmitting ? common('saving') : logo ? common('edit') : common('add')}
      </button>
    </form>
  );
}
