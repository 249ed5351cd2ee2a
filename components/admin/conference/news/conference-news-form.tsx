'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';

import { notifySuccess } from '@/components/admin/notify';
import { SelectField } from '@/components/admin/select-field';
import { useActionSubmit } from '@/components/admin/use-action-submit';
import { useFieldMessage } from '@/components/admin/use-error-text';
import { UploadField } from '@/components/admin/upload-field';
import type { EditionChoice } from '@/lib/conference/editions/choices';
import { createConferenceNews, updateConferenceNews } from '@/lib/conference/news/actions';
import type { EditableConferenceNews, NewsCategoryChoice } from '@/lib/conference/news/queries';
import {
  type ConferenceNewsInput,
  conferenceNewsSchema,
  type ConferenceNewsValues,
} from '@/lib/conference/news/schema';

import { NewsLanguageFields } from './news-language-fields';

type ConferenceNewsFormProps = {
  choices: readonly EditionChoice[];
  categories: readonly NewsCategoryChoice[];
  /** The item being edited, or the edition a new item starts in. */
  editing: EditableConferenceNews | null;
  eventId: number | null;
  /** Called after a new item is added, for the page to mount an empty form. */
  onAdded?: () => void;
};

/** Add a conference news item (no `editing`) or edit one; the same schema checks the form here and on the server. */
export function ConferenceNewsForm({ choices, categories, editing, eventId, onAdded }: ConferenceNewsFormProps) {
  const t = useTranslations('admin.weekEditions.news');
  const common = useTranslations('admin.common');
  const router = useRouter();
  const form = useForm<ConferenceNewsInput, unknown, ConferenceNewsValues>({
    resolver: zodResolver(conferenceNewsSchema),
    defaultValues: editing ?? {
      event_id: eventId ?? '',
      category_cid: '',
      image: '',
      title: '',
      title_en: '',
      summary: '',
      summary_en: '',
      text: '',
      text_en: '',
      news_status: true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const image = useWatch({ control: form.control, name: 'image' });
  const message = useFieldMessage();

  const onSubmit = useActionSubmit(form, {
    save: (values) => (editing ? updateConferenceNews({ ...values, id: editing.id }) : createConferenceNews(values)),
    onSaved: (_data, values) => {
      if (editing) {
        notifySuccess(common('saved'));
        router.push(`/admin/week/update-news?event=${values.event_id}`);
      } else {
        notifySuccess(t('created'));
        onAdded?.();
      }
      router.refresh();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-4xl space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label={t('fields.event')} error={message(errors.event_id?.message)} {...form.register('event_id')}>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.event}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('fields.category')}
          error={message(errors.category_cid?.message)}
          {...form.register('category_cid')}
        >
          <option value="">{t('fields.choose')}</option>
          {categories.map((category) => (
            <option key={category.cid} value={category.cid}>
              {category.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('fields.status')}
          error={message(errors.news_status?.message)}
          {...form.register('news_status', { setValueAs: (value: unknown) => value === true || value === 'true' })}
        >
          <option value="true">{t('status.published')}</option>
          <option value="false">{t('status.hidden')}</option>
        </SelectField>
      </div>
      <UploadField
        kind="image"
        label={t('fields.image')}
        value={image ?? ''}
        previewUrl={editing?.image_url}
        hint={t('fields.imageHint')}
        error={message(errors.image?.message)}
        onChange={(file) => form.setValue('image', file?.key ?? '', { shouldValidate: form.formState.isSubmitted })}
      />
      {(['mn', 'en'] as const).map((lang) => (
        <NewsLanguageFields key={lang} lang={lang} form={form} message={message} />
      ))}
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded bg-brand-dark px-5 py-2 font-semibold text-white disabled:opacity-60"
      >
        {isSubmitting ? common('saving') : editing ? common('save') : common('add')}
      </button>
    </form>
  );
}
