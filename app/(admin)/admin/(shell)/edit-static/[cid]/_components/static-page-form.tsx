'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';

import { FieldMessage } from '@/components/admin/content/field-message';
import { notifyError, notifySuccess } from '@/components/admin/notify';
import { RichTextEditor } from '@/components/admin/rich-text-editor';
import { saveStaticPage } from '@/lib/static-pages/actions';
import { staticPageFormSchema, type StaticPageFormInput, type StaticPageFormValues } from '@/lib/static-pages/schema';

const BODIES = [
  { name: 'text', label: 'bodyMn', lang: 'mn' },
  { name: 'text_en', label: 'bodyEn', lang: 'en' },
] as const;

/** Both languages of a static page; a failed save keeps what was typed and says why. */
export function StaticPageForm({ cid, text, textEn }: { cid: number; text: string; textEn: string }) {
  const t = useTranslations();
  const router = useRouter();
  const form = useForm<StaticPageFormInput, unknown, StaticPageFormValues>({ resolver: zodResolver(staticPageFormSchema), defaultValues: { cid, text, text_en: textEn } });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await saveStaticPage(values);
    if (!result.ok) return notifyError(t(result.error));
    notifySuccess(t('admin.content.static.saved'));
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-4xl space-y-6">
      {BODIES.map((body) => {
        const message = form.formState.errors[body.name]?.message;

        return (
          <div key={body.name} className="space-y-1">
            <p id={`static-${body.name}-label`} className="text-sm font-semibold text-gray-800">
              {t(`admin.content.static.${body.label}`)}
            </p>
            <Controller
              control={form.control}
              name={body.name}
              render={({ field }) => (
                <RichTextEditor
                  labelId={`static-${body.name}-label`}
                  initialHtml={field.value}
                  onChange={field.onChange}
                  lang={body.lang}
                  isInvalid={Boolean(message)}
                  describedBy={`static-${body.name}-error`}
                />
              )}
            />
            <FieldMessage id={`static-${body.name}-error`} message={message ? t(message) : undefined} />
          </div>
        );
      })}
      <button type="submit" disabled={form.formState.isSubmitting} className="rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60">
        {form.formState.isSubmitting ? t('admin.common.saving') : t('admin.common.save')}
      </button>
    </form>
  );
}
