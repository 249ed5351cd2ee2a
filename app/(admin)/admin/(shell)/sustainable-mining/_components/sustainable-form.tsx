'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';

import { failureText } from '@/components/admin/library/failure-text';
import { showFieldErrors } from '@/components/admin/library/field-errors';
import { TextField } from '@/components/admin/text-field';
import { notifyError, notifySuccess } from '@/components/admin/notify';
import { UploadField } from '@/components/admin/upload-field';
import { fileUrl } from '@/lib/storage/url';
import { createSustainableItem, updateSustainableItem } from '@/lib/sustainable-mining/actions';
import type { AdminSustainableItem } from '@/lib/sustainable-mining/queries';
import { sustainableCreateSchema, sustainableUpdateSchema } from '@/lib/sustainable-mining/schema';

/** Seeds 9: this screen's failure notices stay 3 seconds. */
export const SUSTAINABLE_ERROR_MS = 3000;

type SustainableValues = { id: number; title: string; title_en: string; poster: string; pdf: string };
// An edit sends an empty file key to keep the stored file; the cast only widens the schemas' types to the form's.
const CREATE = zodResolver(sustainableCreateSchema) as unknown as Resolver<SustainableValues>;
const UPDATE = zodResolver(sustainableUpdateSchema) as unknown as Resolver<SustainableValues>;

type SustainableFormProps = { item: AdminSustainableItem | null; onDone: () => void };

/** Adds a poster or edits one; an edit keeps the stored poster or PDF when no new file is chosen (seeds 2). */
export function SustainableForm({ item, onDone }: SustainableFormProps) {
  const t = useTranslations();
  const router = useRouter();
  const empty: SustainableValues = { id: item?.id ?? 0, title: item?.title ?? '', title_en: item?.title_en ?? '', poster: '', pdf: '' };
  const [fieldKey, setFieldKey] = useState(0);
  const form = useForm<SustainableValues>({ defaultValues: empty, resolver: item ? UPDATE : CREATE });
  const { errors, isSubmitting } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await (item ? updateSustainableItem(values) : createSustainableItem(values)).catch(() => null);
    if (!result?.ok) {
      notifyError(failureText(t, result?.error, t('admin.common.error')), SUSTAINABLE_ERROR_MS);
      showFieldErrors(form.setError, empty, result?.fieldErrors);

      return;
    }
    notifySuccess(t('admin.common.saved'));
    form.reset(empty);
    setFieldKey((key) => key + 1);
    onDone();
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-4 rounded-lg border border-gray-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-ink">{t(item ? 'admin.library.sustainable.editTitle' : 'admin.library.sustainable.addTitle')}</h2>
      <TextField label={t('admin.library.fields.title')} {...form.register('title')} />
      <TextField label={t('admin.library.fields.titleEn')} {...form.register('title_en')} />
      <Controller
        control={form.control}
        name="poster"
        render={({ field }) => (
          <UploadField
            key={`poster-${fieldKey}`}
            kind="image"
            label={t('admin.library.fields.image')}
            value={field.value}
            previewUrl={field.value ? fileUrl(field.value) : item?.poster}
            hint={item ? t('admin.library.sustainable.keepHint') : undefined}
            onChange={(file) => field.onChange(file?.key ?? '')}
            error={message(errors.poster?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="pdf"
        render={({ field }) => (
          <UploadField
            key={`pdf-${fieldKey}`}
            kind="pdf"
            label={t('admin.library.fields.pdf')}
            value={field.value || (item?.pdf ?? '')}
            previewUrl={field.value ? fileUrl(field.value) : item?.pdf}
            onChange={(file) => field.onChange(file?.key ?? '')}
            error={message(errors.pdf?.message)}
          />
        )}
      />
      <div className="flex gap-2">
        <button type="submit" disabled={isSubmitting} className="rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60">
          {isSubmitting ? t('admin.common.saving') : t(item ? 'admin.common.save' : 'admin.common.add')}
        </button>
        {item ? (
          <button type="button" onClick={onDone} className="rounded border border-gray-300 px-4 py-2">
            {t('admin.common.back')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
