'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { SiteListFormFrame } from '@/components/admin/edit-form-frame';
import { SelectField } from '@/components/admin/select-field';
import { TextField } from '@/components/admin/text-field';
import { useFieldMessage } from '@/components/admin/use-error-text';
import { CONTACT_TYPES } from '@/lib/conference/contact-links';
import type { ConferenceContact } from '@/lib/conference/site/footer-queries';
import { createFooterInfo, updateFooterInfo } from '@/lib/conference/site/footer-actions';
import { type FooterInfoInput, footerInfoSchema } from '@/lib/conference/site/footer-schema';

// Add mode starts with no type chosen, so the type's own message asks for one (seeds 5).
const EMPTY: Partial<FooterInfoInput> = { type: undefined, information: '' };

/** Add a footer entry, or update `contact`: its type (phone, e-mail, link) and the information itself. */
export function FooterForm({ contact, onDone }: { contact: ConferenceContact | null; onDone: () => void }) {
  const t = useTranslations('admin.weekSite');
  const message = useFieldMessage();
  const form = useForm<FooterInfoInput>({
    resolver: zodResolver(footerInfoSchema),
    defaultValues: contact ? { type: contact.type, information: contact.information } : EMPTY,
  });
  const { errors } = form.formState;

  return (
    <SiteListFormFrame
      form={form}
      empty={EMPTY}
      onDone={onDone}
      titleId="week-footer-form-title"
      title={contact ? t('footer.editTitle') : t('footer.addTitle')}
      isEditing={contact !== null}
      focusOnEdit="information"
      save={(values) => (contact ? updateFooterInfo({ ...values, id: contact.id }) : createFooterInfo(values))}
    >
      <SelectField
        label={t('footer.type')}
        placeholder={t('form.choose')}
        options={CONTACT_TYPES.map((type) => ({ value: type, label: t(`footer.types.${type}`) }))}
        error={message(errors.type?.message)}
        {...form.register('type')}
      />
      <TextField
        label={t('footer.information')}
        error={message(errors.information?.message)}
        {...form.register('information')}
      />
    </SiteListFormFrame>
  );
}
