'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { EditFormFrame, SiteListFormFrame } from '@/components/admin/edit-form-frame';
import { TextField } from '@/components/admin/text-field';
import { useErrorText } from '@/components/admin/use-error-text';
import { SocialIcon } from '@/components/layout/social-icon';
import { createSocialLink, updateSocialLink } from '@/lib/social-links/actions';
import type { SocialLink } from '@/lib/social-links/queries';
import { type SocialLinkInput, socialLinkSchemaOf } from '@/lib/social-links/schema';
import { SOCIAL_LINK_SITE_RULES, type SocialLinkSite } from '@/lib/social-links/site';

type SocialLinkFormProps = { site: SocialLinkSite; link: SocialLink | null; onDone: () => void };

/** An older row's icon that the site's picker no longer offers (the former 'twitter') is shown unpicked. */
const pickable = (site: SocialLinkSite, icon: string) =>
  SOCIAL_LINK_SITE_RULES[site].icons.find((each) => each === icon);

/**
 * Add a social link to `site`, or update `link`: the site's icon picker (radio buttons) and the web address. Each
 * site's screen keeps its own frame: the association's organisation forms (Edit, Cancel), the conference site's
 * list forms (Update, Clear).
 */
export function SocialLinkForm({ site, link, onDone }: SocialLinkFormProps) {
  const t = useTranslations(SOCIAL_LINK_SITE_RULES[site].words);
  const common = useTranslations('admin.common');
  const organisation = useTranslations('admin.organisation');
  const errorText = useErrorText();
  const empty: Partial<SocialLinkInput<SocialLinkSite>> = { site, icon: undefined, link: '' };
  const form = useForm<SocialLinkInput<SocialLinkSite>>({
    resolver: zodResolver(socialLinkSchemaOf(site)),
    defaultValues: link ? { site, icon: pickable(site, link.icon), link: link.link } : empty,
  });
  const { errors } = form.formState;
  const iconErrorId = `${site}-social-icon-error`;
  const frame = {
    form,
    titleId: `${site}-social-form-title`,
    title: link ? t('editTitle') : t('addTitle'),
    isEditing: link !== null,
    focusOnEdit: 'link' as const,
    save: (values: SocialLinkInput<SocialLinkSite>) =>
      link ? updateSocialLink({ ...values, id: link.id }) : createSocialLink(values),
  };
  const fields = (
    <>
      <fieldset aria-describedby={errors.icon ? iconErrorId : undefined}>
        <legend className="mb-2 text-sm font-semibold text-gray-800">{t('icon')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {SOCIAL_LINK_SITE_RULES[site].icons.map((icon) => (
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
          <p id={iconErrorId} role="alert" className="mt-1 text-sm text-red-700">
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
    </>
  );

  if (site === 'conference') {
    return (
      <SiteListFormFrame {...frame} empty={empty} onDone={onDone}>
        {fields}
      </SiteListFormFrame>
    );
  }

  return (
    <EditFormFrame
      {...frame}
      className="self-start"
      onSaved={() => {
        form.reset(empty);
        onDone();
      }}
      failureText={(reason) => organisation('saveFailed', { error: errorText(reason) })}
      submitLabel={link ? common('edit') : common('add')}
      secondary={link ? { label: common('cancel'), onClick: onDone } : null}
    >
      {fields}
    </EditFormFrame>
  );
}
