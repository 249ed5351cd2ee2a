'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';

import { updateDocument, updateVideo } from '@/lib/library/actions';
import { documentRenameSchema, type DocumentRenameInput, videoRenameSchema } from '@/lib/library/schema';

import { notifyError, notifySuccess } from '../notify';
import type { MediaKind } from './media-form';
import { showFieldErrors } from './field-errors';
import { TextField } from '../text-field';

const SECTION = { pdf: 'document', video: 'video' } as const;
// Both rename schemas have the same fields; only their messages differ.
type RenameValues = z.input<typeof documentRenameSchema>;
const RESOLVER: Record<MediaKind, Resolver<RenameValues, unknown, DocumentRenameInput>> = {
  pdf: zodResolver(documentRenameSchema),
  video: zodResolver(videoRenameSchema),
};

type MediaRenameFormProps = { kind: MediaKind; row: DocumentRenameInput; onDone: () => void };

/** The edit view of a document or video: it only renames (seeds 2), in both languages. */
export function MediaRenameForm({ kind, row, onDone }: MediaRenameFormProps) {
  const t = useTranslations();
  const router = useRouter();
  const form = useForm<RenameValues, unknown, DocumentRenameInput>({ defaultValues: row, resolver: RESOLVER[kind] });
  const { errors, isSubmitting } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await (kind === 'pdf' ? updateDocument(values) : updateVideo(values)).catch(() => null);
    if (!result?.ok) {
      notifyError(t(result?.error ?? 'admin.common.error'));
      showFieldErrors(form.setError, row, result?.fieldErrors);

      return;
    }
    notifySuccess(t('admin.common.saved'));
    onDone();
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-4 rounded-lg border border-gray-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-ink">{t(`admin.library.${SECTION[kind]}.editTitle`)}</h2>
      <TextField label={t('admin.library.fields.title')} error={message(errors.title?.message)} {...form.register('title')} />
      <TextField label={t('admin.library.fields.titleEn')} error={message(errors.title_en?.message)} {...form.register('title_en')} />
      <div className="flex gap-2">
        <button type="submit" disabled={isSubmitting} className="rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60">
          {isSubmitting ? t('admin.common.saving') : t('admin.common.save')}
        </button>
        <button type="button" onClick={onDone} className="rounded border border-gray-300 px-4 py-2">
          {t('admin.common.back')}
        </button>
      </div>
    </form>
  );
}
