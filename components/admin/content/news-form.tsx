'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';

import { notifySuccess } from '@/components/admin/notify';
import { RichTextEditor } from '@/components/admin/rich-text-editor';
import { UploadField } from '@/components/admin/upload-field';
import { useActionSubmit } from '@/components/admin/use-action-submit';
import { useFieldMessage } from '@/components/admin/use-error-text';
import type { CategoryOption } from '@/lib/categories/queries';
import { createNews, updateNews } from '@/lib/news/actions';
import type { EditableNews } from '@/lib/news/admin-queries';
import { newsFormSchema, type NewsFormInput, type NewsFormValues } from '@/lib/news/admin-schema';

import { FieldMessage, INPUT } from './field-message';
import { type CreatedNews, NewsCreatedNotice } from './news-created-notice';

type NewsFormProps = { categories: CategoryOption[]; editing: EditableNews | null };

const EMPTY: NewsFormInput = {
  image: '',
  title: '',
  summary: '',
  text: '',
  title_en: '',
  summary_en: '',
  text_en: '',
  category_cid: 0,
  publisher: 'Админ',
  news_status: true,
  yellow_book: false,
};

/** The news screens name the reason alone. */
const bareReason = (reason: string) => reason;

const LANGUAGES = [
  {
    key: 'mongolian',
    lang: 'mn',
    title: 'title',
    summary: 'summary',
    text: 'text',
    labels: ['title', 'summary', 'text'],
  },
  {
    key: 'english',
    lang: 'en',
    title: 'title_en',
    summary: 'summary_en',
    text: 'text_en',
    labels: ['titleEn', 'summaryEn', 'textEn'],
  },
] as const;

/** Add news (no `editing`) or edit one item; the same schema checks the form here and again on the server. */
export function NewsForm({ categories, editing }: NewsFormProps) {
  const t = useTranslations();
  const router = useRouter();
  // Remounts the editors and the picker after an add, which own their content.
  const [generation, setGeneration] = useState(0);
  // The item added last, named above the emptied form until dismissed or the next submission.
  const [created, setCreated] = useState<CreatedNews | null>(null);
  const form = useForm<NewsFormInput, unknown, NewsFormValues>({
    resolver: zodResolver(newsFormSchema),
    defaultValues: editing ?? EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const fieldMessage = useFieldMessage();
  const image = useWatch({ control: form.control, name: 'image' });
  const message = (name: Path<NewsFormInput>) => {
    const key = errors[name as keyof typeof errors]?.message;

    return typeof key === 'string' ? fieldMessage(key) : undefined;
  };
  const field = (name: Path<NewsFormInput>) => ({
    id: `news-${name}`,
    'aria-invalid': errors[name as keyof typeof errors] ? true : undefined,
    'aria-describedby': `news-${name}-error`,
  });

  const onSubmit = useActionSubmit(form, {
    save: (values) => (editing ? updateNews({ ...values, id: editing.id }) : createNews(values)),
    onSaved: (data, values) => {
      if (editing) {
        notifySuccess(t('admin.content.news.saved'));
        router.push('/admin/update-news');
      } else {
        setCreated({ id: data.id, title: values.title, isPublished: values.news_status });
        form.reset(EMPTY);
        setGeneration((value) => value + 1);
      }
      router.refresh();
    },
    failureText: bareReason,
  });

  return (
    <div className="max-w-4xl space-y-6">
      {created ? <NewsCreatedNotice created={created} onDismiss={() => setCreated(null)} /> : null}
      <form
        key={generation}
        onSubmit={(event) => {
          // The next submission is the next action: the notice of the one before goes.
          setCreated(null);
          void onSubmit(event);
        }}
        noValidate
        className="space-y-6"
      >
        <UploadField
          kind="image"
          label={t('admin.content.news.fields.image')}
          value={image ?? ''}
          previewUrl={editing?.imageUrl}
          hint={t('admin.content.news.fields.imageHint')}
          wrongTypeMessage={t('admin.content.news.errors.imageType')}
          error={message('image')}
          onChange={(file) => form.setValue('image', file?.key ?? '', { shouldValidate: form.formState.isSubmitted })}
        />
        {LANGUAGES.map((language) => (
          <fieldset
            key={language.key}
            lang={language.lang === 'en' ? 'en' : undefined}
            className="space-y-4 rounded-lg border border-gray-200 bg-white p-4"
          >
            <legend className="px-1 font-semibold text-ink">{t(`admin.content.news.fields.${language.key}`)}</legend>
            <div>
              <label htmlFor={`news-${language.title}`} className="mb-1 block text-sm font-semibold">
                {t(`admin.content.news.fields.${language.labels[0]}`)}
              </label>
              <input className={INPUT} {...field(language.title)} {...form.register(language.title)} />
              <FieldMessage id={`news-${language.title}-error`} message={message(language.title)} />
            </div>
            <div>
              <label htmlFor={`news-${language.summary}`} className="mb-1 block text-sm font-semibold">
                {t(`admin.content.news.fields.${language.labels[1]}`)}
              </label>
              <textarea rows={3} className={INPUT} {...field(language.summary)} {...form.register(language.summary)} />
              <FieldMessage id={`news-${language.summary}-error`} message={message(language.summary)} />
            </div>
            <div className="space-y-1">
              <p id={`news-${language.text}-label`} className="text-sm font-semibold">
                {t(`admin.content.news.fields.${language.labels[2]}`)}
              </p>
              <Controller
                control={form.control}
                name={language.text}
                render={({ field: editor }) => (
                  <RichTextEditor
                    labelId={`news-${language.text}-label`}
                    initialHtml={editor.value ?? ''}
                    onChange={editor.onChange}
                    lang={language.lang}
                    isInvalid={Boolean(errors[language.text])}
                    describedBy={`news-${language.text}-error`}
                  />
                )}
              />
              <FieldMessage id={`news-${language.text}-error`} message={message(language.text)} />
            </div>
          </fieldset>
        ))}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="news-category_cid" className="mb-1 block text-sm font-semibold">
              {t('admin.content.news.fields.category')}
            </label>
            <select
              className={INPUT}
              {...field('category_cid')}
              {...form.register('category_cid', { setValueAs: Number })}
            >
              <option value={0}>{t('admin.content.news.fields.choose')}</option>
              {categories.map((category) => (
                <option key={category.cid} value={category.cid}>
                  {category.label}
                </option>
              ))}
            </select>
            <FieldMessage id="news-category_cid-error" message={message('category_cid')} />
          </div>
          <div>
            <label htmlFor="news-publisher" className="mb-1 block text-sm font-semibold">
              {t('admin.content.news.fields.publisher')}
            </label>
            <input className={INPUT} {...field('publisher')} {...form.register('publisher')} />
            <FieldMessage id="news-publisher-error" message={message('publisher')} />
          </div>
          <div>
            <label htmlFor="news-news_status" className="mb-1 block text-sm font-semibold">
              {t('admin.content.news.fields.status')}
            </label>
            <select
              className={INPUT}
              {...field('news_status')}
              {...form.register('news_status', { setValueAs: (value) => value === true || value === 'true' })}
            >
              <option value="true">{t('admin.content.news.status.active')}</option>
              <option value="false">{t('admin.content.news.status.inactive')}</option>
            </select>
            <FieldMessage id="news-news_status-error" message={message('news_status')} />
          </div>
          <div className="self-end">
            <label className="flex items-center gap-2 text-sm font-semibold">
              <input type="checkbox" className="size-4" {...form.register('yellow_book')} />
              {t('admin.content.news.fields.yellowBook')}
            </label>
            <FieldMessage id="news-yellow_book-error" message={message('yellow_book')} />
          </div>
        </div>
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {isSubmitting ? t('admin.common.saving') : t(editing ? 'admin.content.news.edit' : 'admin.content.news.add')}
        </button>
      </form>
    </div>
  );
}
