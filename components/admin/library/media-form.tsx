'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';

import { fail } from '@/lib/action-result';
import { createDocument, createVideo } from '@/lib/library/actions';
import { documentCreateSchema, videoCreateSchema } from '@/lib/library/schema';

import { EditFormFrame } from '../edit-form-frame';
import { TextField } from '../text-field';
import { UploadField } from '../upload-field';
import { useFieldMessage } from '../use-error-text';
import { bareReason } from './failure-text';

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
  // The file field keeps its own picker state; a new key remounts it empty after clear or a successful add.
  const [fieldKey, setFieldKey] = useState(0);
  const form = useForm<MediaValues>({ defaultValues: EMPTY, resolver: RESOLVER[kind] });
  const { errors } = form.formState;
  const message = useFieldMessage();

  const clear = () => {
    form.reset(EMPTY);
    setFieldKey((key) => key + 1);
  };

  return (
    <EditFormFrame
      form={form}
      titleId={`${section}-form-title`}
      title={t(`admin.library.${section}.addTitle`)}
      isEditing={false}
      // A save that never reached the server says only that something went wrong, as the library screens do.
      save={(values) =>
        (kind === 'pdf' ? createDocument(values) : createVideo(values)).catch(() => fail('admin.common.error'))
      }
      onSaved={clear}
      failureText={bareReason}
      submitLabel={t('admin.common.add')}
      secondary={{ label: t('admin.common.clear'), onClick: clear }}
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
    </EditFormFrame>
  );
}
