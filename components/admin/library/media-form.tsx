'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';

import { createDocument, createVideo } from '@/lib/library/actions';
import { documentCreateSchema, videoCreateSchema } from '@/lib/library/schema';

import { notifyError, notifySuccess } from '../notify';
import { UploadField } from '../upload-field';
import { showFieldErrors } from './field-errors';
import { TextField } from '../text-field';

export type MediaKind = 'pdf' | 'video';
// Both file fields exist so one form serves both screens; each schema keeps only its own (zod strips the other).
type MediaValues = { title: string; title_en: string; pdf: string; video: string };

const SECTION = { pdf: 'document', video: 'video' } as const;
const EMPTY: MediaValues = { title: '', title_en: '', pdf: '', video: '' };
// The same schemas as the actions; the cast only widens the output type to the form's values.
const RESOLVER = {
  pdf: zodResolver(documentCreateSchema) as unknown as Resolver<MediaValues>,
  video: zodResolver(videoCreateSchema) as unknown as Resolver<MediaValues>,
};

/** The add form of the document and video screens: name, English name, the file (uploaded at once), add and clear. */
export function MediaForm({ kind }: { kind: MediaKind }) {
  const t = useTranslations();
  const section = SECTION[kind];
  const router = useRouter();
  // The file field keeps its own picker state; a new key remounts it empty after clear or a successful add.
  const [fieldKey, setFieldKey] = useState(0);
  const form = useForm<MediaValues>({ defaultValues: EMPTY, resolver: RESOLVER[kind] });
  const { errors, isSubmitting } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  const clear = () => {
    form.reset(EMPTY);
    setFieldKey((key) => key + 1);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await (kind === 'pdf' ? createDocument(values) : createVideo(values)).catch(() => null);
    if (!result?.ok) {
      // What was typed stays in the form so it can be sent again.
      notifyError(t(result?.error ?? 'admin.common.error'));
      showFieldErrors(form.setError, EMPTY, result?.fieldErrors);

      return;
    }
    notifySuccess(t('admin.common.saved'));
    clear();
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-4 rounded-lg border border-gray-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-ink">{t(`admin.library.${section}.addTitle`)}</h2>
      <TextField label={t('admin.library.fields.title')} error={message(errors.title?.message)} {...form.register('title')} />
      <TextField label={t('admin.library.fields.titleEn')} error={message(errors.title_en?.message)} {...form.register('title_en')} />
      <Controller
        control={form.control}
        name={kind}
        render={({ field }) => (
          <UploadField
            key={fieldKey}
            kind={kind}
            label={t(kind === 'pdf' ? 'admin.library.fields.pdf' : 'admin.library.fields.video')}
            value={field.value}
            onChange={(file) => field.onChange(file?.key ?? '')}
            error={message(errors[kind]?.message)}
          />
        )}
      />
      <div className="flex gap-2">
        <button type="submit" disabled={isSubmitting} className="rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60">
          {isSubmitting ? t('admin.common.saving') : t('admin.common.add')}
        </button>
        <button type="button" onClick={clear} className="rounded border border-gray-300 px-4 py-2">
          {t('admin.common.clear')}
        </button>
      </div>
    </form>
  );
}
