'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { z } from 'zod';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { NOTICE_MS, notifyError, notifySuccess } from '@/components/admin/notify';
import { SelectField } from '@/components/admin/select-field';
import { TextField } from '@/components/admin/text-field';
import { useErrorText } from '@/components/admin/use-error-text';
import { deleteContact } from '@/lib/directory/admin/actions/company-parts';
import type { CompanyDetail } from '@/lib/directory/admin/company-detail';
import { CONTACT_TYPES, type companyUpdateSchema } from '@/lib/directory/admin/form-schema';

type Contact = CompanyDetail['contact'][number];

/** The stored contacts, each deleted at once after 'Мэдээллийг устгах уу?', and new rows saved with the form. */
export function ContactSection({ contacts }: { companyId: number; contacts: Contact[] }) {
  const t = useTranslations('admin.yellow');
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const form = useFormContext<z.input<typeof companyUpdateSchema>>();
  const added = useFieldArray({ control: form.control, name: 'new_contact' });
  const [stored, setStored] = useState(contacts);
  const [pending, setPending] = useState<Contact | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const errors = form.formState.errors.new_contact;
  const typeOptions = CONTACT_TYPES.map((type) => ({ value: type, label: t(`contactTypes.${type}`) }));

  const confirm = async () => {
    if (!pending) return;
    setIsBusy(true);
    const result = await deleteContact({ id: pending.id }).catch(() => null);
    setIsBusy(false);
    setPending(null);
    if (!result?.ok) return notifyError(t('companies.contactDeleteFailed'), NOTICE_MS.success);
    setStored((current) => current.filter((contact) => contact.id !== result.data.id));
    notifySuccess(t('deleted'));
  };

  return (
    <fieldset className="space-y-3 rounded border border-gray-200 p-4">
      <legend className="px-1 font-semibold">{t('companies.contacts')}</legend>
      <ul className="space-y-1 text-sm">
        {stored.map((contact) => (
          <li key={contact.id} className="flex items-center justify-between gap-2">
            <span>
              {t(`contactTypes.${contact.contact_type}`)}: {contact.contact_value}
            </span>
            <button
              type="button"
              onClick={() => setPending(contact)}
              aria-label={t('companies.deleteContact', { value: contact.contact_value })}
              className="rounded border border-red-700 px-2 py-0.5 text-red-700"
            >
              {common('delete')}
            </button>
          </li>
        ))}
      </ul>
      {added.fields.map((field, index) => (
        <div key={field.id} className="flex flex-wrap items-start gap-2">
          <SelectField
            label={t('fields.contactType')}
            options={typeOptions}
            className="w-40"
            error={errors?.[index]?.contact_type?.message ? errorText(errors[index].contact_type.message) : undefined}
            {...form.register(`new_contact.${index}.contact_type`)}
          />
          <TextField
            label={t('fields.contactValue')}
            className="min-w-64 flex-1"
            error={errors?.[index]?.contact_value?.message ? errorText(errors[index].contact_value.message) : undefined}
            {...form.register(`new_contact.${index}.contact_value`)}
          />
          <button
            type="button"
            onClick={() => added.remove(index)}
            aria-label={t('companies.removeNewContact', { index: index + 1 })}
            className="mt-7 rounded border border-gray-300 px-3 py-2"
          >
            −
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() => added.append({ contact_type: 'phone', contact_value: '' })}
        className="rounded border border-brand-dark px-3 py-1 text-brand-dark"
      >
        {t('companies.addContact')}
      </button>
      <ConfirmDialog
        isOpen={pending !== null}
        message={t('companies.contactConfirm')}
        isBusy={isBusy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </fieldset>
  );
}
