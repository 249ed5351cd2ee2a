'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';

import { FieldMessage } from '@/components/admin/content/field-message';
import { notifySuccess } from '@/components/admin/notify';
import { RichTextEditor } from '@/components/admin/rich-text-editor';
import { useActionSubmit } from '@/components/admin/use-action-submit';
import { useErrorText } from '@/components/admin/use-error-text';
import type { ActionResult } from '@/lib/action-result';
import { staticPageFormSchema, type StaticPageFormInput, type StaticPageFormValues } from '@/lib/static-pages/schema';

type StaticPageFormProps = {
  cid: number;
  text: string;
  textEn: string;
  /** The server action that stores the page (the association's or the conference's static pages). */
  save: (values: StaticPageFormValues) => Promise<ActionResult<{ cid: number }>>;
  labels: { text: string; textEn: string };
};

/** The static page editors name the reason alone. */
const bareReason = (reason: string) => reason;

const BODIES = [
  { name: 'text', lang: 'mn' },
  { name: 'text_en', lang: 'en' },
] as const;

/** Both languages of a static page in the rich-text editor; a failed save keeps what was typed and says why, under the field it concerns. */
export function StaticPageForm({ cid, text, textEn, save, labels }: StaticPageFormProps) {
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  const form = useForm<StaticPageFormInput, unknown, StaticPageFormValues>({
    resolver: zodResolver(staticPageFormSchema),
    defaultValues: { cid, text, text_en: textEn },
  });

  const onSubmit = useActionSubmit(form, {
    save: (values) => save(values),
    onSaved: () => {
      notifySuccess(common('saved'));
      router.refresh();
    },
    failureText: bareReason,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-4xl space-y-6">
      {BODIES.map((body) => {
        const message = form.formState.errors[body.name]?.message;

        return (
          <div key={body.name} className="space-y-1">
            <p id={`static-${body.name}-label`} className="text-sm font-semibold text-gray-800">
              {body.name === 'text' ? labels.text : labels.textEn}
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
            <FieldMessage id={`static-${body.name}-error`} message={message ? errorText(message) : undefined} />
          </div>
        );
      })}
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className="rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60"
      >
        {form.formState.isSubmitting ? common('saving') : common('save')}
      </button>
    </form>
  );
}
