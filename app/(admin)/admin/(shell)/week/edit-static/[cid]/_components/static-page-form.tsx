'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';

import { FieldMessage } from '@/components/admin/content/field-message';
import { notifyError, notifySuccess } from '@/components/admin/notify';
import { RichTextEditor } from '@/components/admin/rich-text-editor';
import { useErrorText } from '@/components/admin/use-error-text';
import { saveStaticPage } from '@/lib/conference/site/static-page-actions';
import { staticPageFormSchema, type StaticPageFormInput, type StaticPageFormValues } from '@/lib/static-pages/schema';

const BODIES = [
  { name: 'text', label: 'bodyMn', lang: 'mn' },
  { name: 'text_en', label: 'bodyEn', lang: 'en' },
] as const;

/** Both languages of a conference static page in the back-office's rich-text editor; a failed save keeps the text. */
export function StaticPageForm({ cid, text, textEn }: { cid: number; text: string; textEn: string }) {
  const t = useTranslations('admin.weekSite.staticPage');
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  const form = useForm<StaticPageFormInput, unknown, StaticPageFormValues>({
    resolver: zodResolver(staticPageFormSchema),
    defaultValues: { cid, text, text_en: textEn },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await saveStaticPage(values).catch(() => null);
    if (!result?.ok) return notifyError(errorText(result?.error ?? 'errors.serverError'));
    notifySuccess(common('saved'));
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-4xl space-y-6">
      {BODIES.map((body) => {
        const message = form.formState.errors[body.name]?.message;

        return (
          <div key={body.name} className="space-y-1">
            <p id={`week-static-${body.name}-label`} className="text-sm font-semibold text-gray-800">
              {t(body.label)}
            </p>
            <Controller
              control={form.control}
              name={body.name}
              render={({ field }) => (
                <RichTextEditor
                  labelId={`week-static-${body.name}-label`}
                  initialHtml={field.value}
                  onChange={field.onChange}
                  lang={body.lang}
                  isInvalid={Boolean(message)}
                  describedBy={`week-static-${body.name}-error`}
                />
              )}
            />
            <FieldMessage id={`week-static-${body.name}-error`} message={message ? errorText(message) : undefined} />
          </div>
        );
      })}
      <button type="submit" disabled={form.formState.isSubmitting} className="rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60">
        {form.formState.isSubmitting ? common('saving') : common('save')}
      </button>
    </form>
  );
}
