'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';

import { FormButtons } from '@/components/admin/conference/form-buttons';
import { showFieldErrors } from '@/components/admin/library/field-errors';
import { notifyError, notifySuccess } from '@/components/admin/notify';
import { SelectField } from '@/components/admin/select-field';
import { TextField } from '@/components/admin/text-field';
import { useErrorText } from '@/components/admin/use-error-text';
import { CONTACT_TYPES } from '@/lib/conference/contact-links';
import type { ConferenceContact } from '@/lib/conference/queries';
import { createFooterInfo, updateFooterInfo } from '@/lib/conference/site/footer-actions';
import { type FooterInfoInput, footerInfoSchema } from '@/lib/conference/site/footer-schema';

// Add mode starts with no type chosen, so the type's own message asks for one (seeds 5).
const EMPTY: Partial<FooterInfoInput> = { type: undefined, information: '' };

/** Add a footer entry, or update `contact`: its type (phone, e-mail, link) and the information itself. */
export function FooterForm({ contact, onDone }: { contact: ConferenceContact | null; onDone: () => void }) {
  const t = useTranslations('admin.weekSite');
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  const form = useForm<FooterInfoInput>({
    resolver: zodResolver(footerInfoSchema),
    defaultValues: contact ? { type: contact.type, information: contact.information } : EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const message = (key: string | undefined) => (key ? errorText(key) : undefined);

  useEffect(() => {
    if (contact) form.setFocus('information');
  }, [contact, form]);

  const toAddMode = () => {
    form.reset(EMPTY);
    onDone();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await (contact ? updateFooterInfo({ ...values, id: contact.id }) : createFooterInfo(values)).catch(() => null);
    if (!result?.ok) {
      notifyError(errorText(result?.error ?? 'errors.serverError'));
      showFieldErrors(form.setError, form.getValues(), result?.fieldErrors);

      return;
    }
    notifySuccess(common('saved'));
    toAddMode();
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="week-footer-form-title" className="space-y-4 rounded-lg border border-gray-200 bg-white p-6">
      <h2 id="week-footer-form-title" className="text-lg font-semibold text-ink">
        {contact ? t('footer.editTitle') : t('footer.addTitle')}
      </h2>
      <SelectField
        label={t('footer.type')}
        placeholder={t('form.choose')}
        options={CONTACT_TYPES.map((type) => ({ value: type, label: t(`footer.types.${type}`) }))}
        error={message(errors.type?.message)}
        {...form.register('type')}
      />
      <TextField label={t('footer.information')} error={message(errors.information?.message)} {...form.register('information')} />
      <FormButtons isEditing={contact !== null} isSubmitting={isSubmitting} onClear={toAddMode} />
    </form>
  );
}
