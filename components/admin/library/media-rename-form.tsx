'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';

import { fail } from '@/lib/action-result';
import { updateDocument, updateVideo } from '@/lib/library/actions';
import { documentRenameSchema, type DocumentRenameInput, videoRenameSchema } from '@/lib/library/schema';

import { EditFormFrame } from '../edit-form-frame';
import { TextField } from '../text-field';
import { useFieldMessage } from '../use-error-text';
import { bareReason } from './failure-text';
import type { MediaKind } from './media-form';

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
  const form = useForm<RenameValues, unknown, DocumentRenameInput>({ defaultValues: row, resolver: RESOLVER[kind] });
  const { errors } = form.formState;
  const message = useFieldMessage();

  return (
    <EditFormFrame
      form={form}
      titleId={`${SECTION[kind]}-rename-title`}
      title={t(`admin.library.${SECTION[kind]}.editTitle`)}
      isEditing
      // A save that never reached the server says only that something went wrong, as the library screens do.
      save={(values) =>
        (kind === 'pdf' ? updateDocument(values) : updateVideo(values)).catch(() => fail('admin.common.error'))
      }
      onSaved={onDone}
      failureText={bareReason}
      submitLabel={t('admin.common.save')}
      secondary={{ label: t('admin.common.back'), onClick: onDone }}
      className="max-w-2xl"
    >
      <TextField
        label={t('admin.library.fields.title')}
        error={message(errors.title?.message)}
        {...form.register('title')}
      />
      <TextField
        label={t('admin.library.fields.titleEn')}
        error={message(errors.title_en?.message)}
        {...form.register('title_en')}
      />
    </EditFormFrame>
  );
}
