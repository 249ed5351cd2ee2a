'use client';

import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';

import { RichTextField } from '@/components/admin/rich-text-field';
import { TextAreaField } from '@/components/admin/text-area-field';
import { TextField } from '@/components/admin/text-field';
import type { ConferenceNewsInput, ConferenceNewsValues } from '@/lib/conference/news/schema';

type NewsLanguageFieldsProps = {
  lang: 'mn' | 'en';
  form: UseFormReturn<ConferenceNewsInput, unknown, ConferenceNewsValues>;
  message: (key: string | undefined) => string | undefined;
};

const NAMES = {
  mn: { title: 'title', summary: 'summary', text: 'text' },
  en: { title: 'title_en', summary: 'summary_en', text: 'text_en' },
} as const;

/** One language's title, summary and body; either language may stay empty as long as one title is given. */
export function NewsLanguageFields({ lang, form, message }: NewsLanguageFieldsProps) {
  const t = useTranslations('admin.weekEditions.news');
  const names = NAMES[lang];
  const { errors } = form.formState;

  return (
    <fieldset
      lang={lang === 'en' ? 'en' : undefined}
      className="space-y-4 rounded-lg border border-gray-200 bg-white p-4"
    >
      <legend className="px-1 font-semibold text-ink">{t(`fields.language.${lang}`)}</legend>
      <TextField
        label={t(`fields.${names.title}`)}
        error={message(errors[names.title]?.message)}
        {...form.register(names.title)}
      />
      <TextAreaField
        label={t(`fields.${names.summary}`)}
        rows={3}
        error={message(errors[names.summary]?.message)}
        {...form.register(names.summary)}
      />
      <RichTextField
        control={form.control}
        name={names.text}
        label={t(`fields.${names.text}`)}
        lang={lang}
        error={message(errors[names.text]?.message)}
      />
    </fieldset>
  );
}
