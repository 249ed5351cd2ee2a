'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { FormActions } from '@/components/admin/form-actions';
import { notifyError, notifySuccess } from '@/components/admin/notify';
import { TextField } from '@/components/admin/text-field';
import { useErrorText } from '@/components/admin/use-error-text';
import { SocialIcon } from '@/components/layout/social-icon';
import { createSocialLink, updateSocialLink } from '@/lib/social-links/actions';
import type { SocialLink } from '@/lib/social-links/queries';
import { SOCIAL_ICONS, type SocialLinkInput, socialLinkSchema } from '@/lib/social-links/schema';

/** Add mode without a link, edit mode with one; the icon picker offers the icons the public site draws. */
export function SocialLinkForm({ link, onDone }: { link: SocialLink | null; onDone: () => void }) {
  const t = useTranslations('admin.organisation');
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  const form = useForm<SocialLinkInput>({
    resolver: zodResolver(socialLinkSchema),
    defaultValues: { icon: link?.icon as SocialLinkInput['icon'], link: link?.link ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = link ? await updateSocialLink({ ...values, id: link.id }) : await createSocialLink(values);
    // What was typed stays in the form; the notice says why the save failed.
    if (!result.ok) return notifyError(t('saveFailed', { error: errorText(result.error) }));
    notifySuccess(t('saved'));
    form.reset({ link: '' });
    onDone();
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 self-start rounded-lg border border-gray-200 bg-white p-6">
      <h2 className="text-lg font-semibold">{link ? t('socialLinks.editTitle') : t('socialLinks.addTitle')}</h2>
      <fieldset aria-describedby={errors.icon ? 'social-icon-error' : undefined}>
        <legend className="mb-2 text-sm font-semibold text-gray-800">{t('socialLinks.icon')}</legend>
        <div className="flex flex-wrap gap-2">
          {SOCIAL_ICONS.map((icon) => (
            <label
              key={icon}
              className="flex cursor-pointer items-center gap-2 rounded border border-gray-300 px-3 py-2 has-checked:border-brand-dark has-checked:bg-brand-light"
            >
              <input type="radio" value={icon} {...form.register('icon')} className="accent-brand-dark" />
              <SocialIcon name={icon} />
              {t(`socialLinks.icons.${icon}`)}
            </label>
          ))}
        </div>
        {errors.icon?.message ? (
          <p id="social-icon-error" role="alert" className="mt-1 text-sm text-red-700">
            {errorText(errors.icon.message)}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={t('socialLinks.link')}
        type="url"
        placeholder="https://"
        error={errors.link?.message ? errorText(errors.link.message) : undefined}
        {...form.register('link')}
      />
      <FormActions isSubmitting={isSubmitting} submitLabel={link ? common('edit') : common('add')} secondary={link ? { label: common('cancel'), onClick: onDone } : null} />
    </form>
  );
}
