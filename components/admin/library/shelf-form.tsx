'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';

import type { AdminReport } from '@/lib/reports/admin-queries';
import { createReport, updateReport } from '@/lib/reports/actions';
import { reportCreateSchema, reportUpdateSchema } from '@/lib/reports/schema';
import { fileUrl } from '@/lib/storage/url';

import { notifyError, notifySuccess } from '../notify';
import { UploadField } from '../upload-field';
import { failureText } from './failure-text';
import { showFieldErrors } from './field-errors';
import { TextField } from '../text-field';

/** Seeds 9: report notices stay 5 seconds, success and failure alike. */
const REPORT_NOTICE_MS = 5000;

type ReportValues = { id: number; title: string; title_en: string; image: string; pdf: string };
// An edit sends an empty file key to keep the stored file; the cast only widens the schemas' types to the form's.
const CREATE = zodResolver(reportCreateSchema) as unknown as Resolver<ReportValues>;
const UPDATE = zodResolver(reportUpdateSchema) as unknown as Resolver<ReportValues>;

type ReportFormProps = { report?: Pick<AdminReport, 'id' | 'title' | 'title_en' | 'image' | 'pdf'>; onDone?: () => void };

/** Adds a report (title, English title, cover, PDF) or edits one, keeping the stored files unless new ones are chosen. */
export function ReportForm({ report, onDone }: ReportFormProps) {
  const t = useTranslations();
  const router = useRouter();
  const isEdit = report !== undefined;
  const empty: ReportValues = { id: report?.id ?? 0, title: report?.title ?? '', title_en: report?.title_en ?? '', image: '', pdf: '' };
  const [fieldKey, setFieldKey] = useState(0);
  const form = useForm<ReportValues>({ defaultValues: empty, resolver: isEdit ? UPDATE : CREATE });
  const { errors, isSubmitting } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await (isEdit ? updateReport(values) : createReport(values)).catch(() => null);
    if (!result?.ok) {
      notifyError(failureText(t, result?.error, t('admin.common.error')), REPORT_NOTICE_MS);
      showFieldErrors(form.setError, empty, result?.fieldErrors);

      return;
    }
    notifySuccess(t('admin.common.saved'), REPORT_NOTICE_MS);
    if (!isEdit) {
      form.reset(empty);
      setFieldKey((key) => key + 1);
    }
    onDone?.();
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-4 rounded-lg border border-gray-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-ink">{t(isEdit ? 'admin.library.report.editTitle' : 'admin.library.report.addTitle')}</h2>
      <TextField label={t('admin.library.fields.reportTitle')} error={message(errors.title?.message)} {...form.register('title')} />
      <TextField label={t('admin.library.fields.reportTitleEn')} {...form.register('title_en')} />
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <UploadField
            key={`image-${fieldKey}`}
            kind="image"
            label={t('admin.library.fields.image')}
            value={field.value}
            previewUrl={field.value ? fileUrl(field.value) : report?.image}
            hint={isEdit ? t('admin.library.report.keepHint') : undefined}
            onChange={(file) => field.onChange(file?.key ?? '')}
            error={message(errors.image?.message)}
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
            value={field.value || (report?.pdf ?? '')}
            previewUrl={field.value ? fileUrl(field.value) : report?.pdf}
            onChange={(file) => field.onChange(file?.key ?? '')}
            error={message(errors.pdf?.message)}
          />
        )}
      />
      <div className="flex gap-2">
        <button type="submit" disabled={isSubmitting} className="rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60">
          {isSubmitting ? t('admin.common.saving') : t(isEdit ? 'admin.common.save' : 'admin.common.add')}
        </button>
        {onDone ? (
          <button type="button" onClick={onDone} className="rounded border border-gray-300 px-4 py-2">
            {t('admin.common.back')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
