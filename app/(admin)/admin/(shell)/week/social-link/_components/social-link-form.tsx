'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { SiteListFormFrame } from '@/components/admin/edit-form-frame';
import { TextField } from '@/components/admin/text-field';
import { useErrorText } from '@/components/admin/use-error-text';
import { SocialIcon } from '@/components/layout/social-icon';
import type { listConferenceSocialLinks } from '@/lib/conference/queries';
import { createSocialLink, updateSocialLink } from '@/lib/conference/site/social-link-actions';
import { type ConferenceSocialLinkInput, conferenceSocialLinkSchema } from '@/lib/conference/site/social-link-schema';
import { CONFERENCE_SOCIAL_ICONS } from '@/lib/social-links/icons';

export type ConferenceSocialLink = Awaited<ReturnType<typeof listConferenceSocialLinks>>[number];

// Add mode picks no icon, so the picker's own message asks for one (seeds 5).
const EMPTY: Partial<ConferenceSocialLinkInput> = { icon: undefined, link: '' };

/** An older row's icon outside the twenty (the former 'twitter') is shown unpicked, so staff choose again. */
const pickable = (icon: string) => CONFERENCE_SOCIAL_ICONS.find((each) => each === icon);

/** Add a social link, or update `link`: the twenty-icon picker (radio buttons) and the web address. */
export function SocialLinkForm({ link, onDone }: { link: ConferenceSocialLink | null; onDone: () => void }) {
  const t = useTranslations('admin.weekSite.socialLink');
  const errorText = useErrorText();
  const form = useForm<ConferenceSocialLinkInput>({
    resolver: zodResolver(conferenceSocialLinkSchema),
    defaultValues: link ? { icon: pickable(link.icon), link: link.link } : EMPTY,
  });
  const { errors } = form.formState;

  return (
    <SiteListFormFrame
      form={form}
      empty={EMPTY}
      onDone={onDone}
      titleId="week-social-form-title"
      title={link ? t('editTitle') : t('addTitle')}
      isEditing={link !== null}
      focusOnEdit="link"
      save={(values) => (link ? updateSocialLink({ ...values, id: link.id }) : createSocialLink(values))}
    >
      <fieldset aria-describedby={errors.icon ? 'week-social-icon-error' : undefined}>
        <legend className="mb-2 text-sm font-semibold text-gray-800">{t('icon')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {CONFERENCE_SOCIAL_ICONS.map((icon) => (
            <label
              key={icon}
              className="flex cursor-pointer items-center gap-2 rounded border border-gray-300 px-2 py-1.5 text-sm has-checked:border-brand-dark has-checked:bg-brand-light"
            >
              <input type="radio" value={icon} {...form.register('icon')} className="accent-brand-dark" />
              <SocialIcon name={icon} />
              {t(`icons.${icon}`)}
            </label>
          ))}
        </div>
        {errors.icon?.message ? (
          <p id="week-social-icon-error" role="alert" className="mt-1 text-sm text-red-700">
            {errorText(errors.icon.message)}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={t('link')}
        type="url"
        placeholder="https://"
        error={errors.link?.message ? errorText(errors.link.message) : undefined}
        {...form.register('link')}
      />
    </SiteListFormFrame>
  );
}
