'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { notifySuccess } from '@/components/admin/notify';
import { RichTextField } from '@/components/admin/rich-text-field';
import { TextField } from '@/components/admin/text-field';
import { useActionSubmit } from '@/components/admin/use-action-submit';
import { useFieldMessage } from '@/components/admin/use-error-text';
import { UploadField } from '@/components/admin/upload-field';
import { updateEditionHome } from '@/lib/conference/editions/home-actions';
import {
  EDITION_FIGURES,
  type EditionHomeInput,
  editionHomeSchema,
  type EditionHomeValues,
} from '@/lib/conference/editions/home-schema';
import type { EditionHome } from '@/lib/conference/editions/queries';

const TEXTS = [
  { name: 'invitation', lang: 'mn' },
  { name: 'invitation_en', lang: 'en' },
  { name: 'about', lang: 'mn' },
  { name: 'about_en', lang: 'en' },
] as const;

const FIELDSET = 'space-y-4 rounded-lg border border-gray-200 bg-white p-6';
const LEGEND = 'px-1 text-lg font-semibold text-ink';

/** The edition's figures, texts in both languages and banner media; saved together, shown on /mw at once. */
export function HomeForm({ home }: { home: EditionHome }) {
  const t = useTranslations('admin.weekEditions.home');
  const common = useTranslations('admin.common');
  const router = useRouter();
  const form = useForm<EditionHomeInput, unknown, EditionHomeValues>({
    resolver: zodResolver(editionHomeSchema),
    defaultValues: home,
  });
  const { errors, isSubmitting } = form.formState;
  const [video, poster] = useWatch({ control: form.control, name: ['video', 'poster'] });
  // The picker links to the video the form holds: the stored one, or the one just uploaded.
  const [videoUrl, setVideoUrl] = useState(home.video_url);
  const message = useFieldMessage();

  const onSubmit = useActionSubmit(form, {
    save: (values) => updateEditionHome(values),
    onSaved: () => {
      notifySuccess(common('saved'));
      router.refresh();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-5xl space-y-6">
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('figures')}</legend>
        <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {EDITION_FIGURES.map((figure) => (
            <TextField
              key={figure}
              label={t(`figure.${figure}`)}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              error={message(errors[figure]?.message)}
              {...form.register(figure)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('texts')}</legend>
        {TEXTS.map(({ name, lang }) => (
          <RichTextField
            key={name}
            control={form.control}
            name={name}
            label={t(`text.${name}`)}
            lang={lang}
            error={message(errors[name]?.message)}
          />
        ))}
      </fieldset>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('banner')}</legend>
        <UploadField
          kind="video"
          label={t('video')}
          value={video ?? ''}
          previewUrl={videoUrl || undefined}
          hint={t('videoHint')}
          error={message(errors.video?.message)}
          onChange={(file) => {
            form.setValue('video', file?.key ?? '', { shouldDirty: true });
            setVideoUrl(file?.url ?? '');
          }}
        />
        <UploadField
          kind="image"
          label={t('poster')}
          value={poster ?? ''}
          previewUrl={home.poster_url || undefined}
          hint={t('posterHint')}
          error={message(errors.poster?.message)}
          onChange={(file) => form.setValue('poster', file?.key ?? '', { shouldDirty: true })}
        />
      </fieldset>
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded bg-brand-dark px-5 py-2 font-semibold text-white disabled:opacity-60"
      >
        {isSubmitting ? common('saving') : common('save')}
      </button>
    </form>
  );
}
