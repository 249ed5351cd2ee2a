'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';

import type { AdminShelfItem } from '@/lib/library/admin-queries';
import { type LibraryShelf, SHELF_SCHEMAS } from '@/lib/library/schema';
import { fileUrl } from '@/lib/storage/url';

import { notifyError, notifySuccess } from '../notify';
import { UploadField } from '../upload-field';
import { useFieldMessage } from '../use-error-text';
import { failureText } from './failure-text';
import { showFieldErrors } from './field-errors';
import { SHELF_SCREENS } from './shelf-screens';
import { TextField } from '../text-field';

type ShelfValues = { id: number; title: string; title_en: string; cover: string; pdf: string };

// An edit sends an empty file key to keep the stored file; the cast only widens the schemas' types to the form's.
const resolverOf = (shelf: LibraryShelf, isEdit: boolean) =>
  zodResolver(isEdit ? SHELF_SCHEMAS[shelf].update : SHELF_SCHEMAS[shelf].create) as unknown as Resolver<ShelfValues>;

type ShelfFormProps = {
  shelf: LibraryShelf;
  item?: Pick<AdminShelfItem, 'id' | 'title' | 'title_en' | 'cover' | 'pdf'> | null;
  onDone?: () => void;
};

/** Adds a report or poster (title, English title, cover, PDF) or edits one, keeping the stored files unless new ones are chosen. */
export function ShelfForm({ shelf, item, onDone }: ShelfFormProps) {
  const t = useTranslations();
  const router = useRouter();
  const screen = SHELF_SCREENS[shelf];
  const isEdit = Boolean(item);
  const empty: ShelfValues = {
    id: item?.id ?? 0,
    title: item?.title ?? '',
    title_en: item?.title_en ?? '',
    cover: '',
    pdf: '',
  };
  const [fieldKey, setFieldKey] = useState(0);
  const form = useForm<ShelfValues>({ defaultValues: empty, resolver: resolverOf(shelf, isEdit) });
  const { errors, isSubmitting } = form.formState;
  const message = useFieldMessage();

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await (isEdit ? screen.actions.update(values) : screen.actions.create(values)).catch(() => null);
    if (!result?.ok) {
      notifyError(failureText(t, result?.error, t('admin.common.error')), screen.noticeMs.failure);
      showFieldErrors(form.setError, empty, result?.fieldErrors);

      return;
    }
    notifySuccess(t('admin.common.saved'), screen.noticeMs.success);
    if (!isEdit) {
      form.reset(empty);
      setFieldKey((key) => key + 1);
    }
    onDone?.();
    router.refresh();
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid max-w-2xl gap-4 rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 className="text-lg font-semibold text-ink">
        {t(`admin.library.${screen.section}.${isEdit ? 'editTitle' : 'addTitle'}`)}
      </h2>
      <TextField label={t(screen.labels.title)} error={message(errors.title?.message)} {...form.register('title')} />
      <TextField
        label={t(screen.labels.titleEn)}
        error={message(errors.title_en?.message)}
        {...form.register('title_en')}
      />
      <Controller
        control={form.control}
        name="cover"
        render={({ field }) => (
          <UploadField
            key={`cover-${fieldKey}`}
            kind="image"
            label={t('admin.library.fields.image')}
            value={field.value}
            previewUrl={field.value ? fileUrl(field.value) : item?.cover}
            hint={isEdit ? t(`admin.library.${screen.section}.keepHint`) : undefined}
            onChange={(file) => field.onChange(file?.key ?? '')}
            error={message(errors.cover?.message)}
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
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {isSubmitting ? t('admin.common.saving') : t(isEdit ? 'admin.common.save' : 'admin.common.add')}
        </button>
        {isEdit && onDone ? (
          <button type="button" onClick={onDone} className="rounded border border-gray-300 px-4 py-2">
            {t('admin.common.back')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
