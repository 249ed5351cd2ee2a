'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';

import { FormActions } from '@/components/admin/form-actions';
import { NOTICE_MS, notifySuccess } from '@/components/admin/notify';
import { TextAreaField } from '@/components/admin/text-area-field';
import { TextField } from '@/components/admin/text-field';
import { UploadField } from '@/components/admin/upload-field';
import { useActionSubmit } from '@/components/admin/use-action-submit';
import { useFieldMessage } from '@/components/admin/use-error-text';
import { updateCompany } from '@/lib/directory/admin/actions/update-company';
import type { CompanyDetail } from '@/lib/directory/admin/company-detail';
import { companyUpdateSchema } from '@/lib/directory/admin/form-schema';

import type { CategoryChoice } from '../../_components/category-choice';
import { CategorySection } from './category-section';
import { ContactSection } from './contact-section';

type Values = z.input<typeof companyUpdateSchema>;

const defaults = ({ company, about }: CompanyDetail): Values => {
  const [mn, en] = about;

  return {
    id: company.id,
    name_mn: mn?.name ?? '',
    name_en: en?.name ?? '',
    registration_number: company.registration_number,
    address_mn: mn?.address ?? '',
    address_en: en?.address ?? '',
    about_mn: mn?.about_company ?? '',
    about_en: en?.about_company ?? '',
    logo: company.logo,
    approval: company.approval,
    status: company.status,
    new_contact: [],
    new_category: [],
  };
};

type CompanyEditFormProps = {
  detail: CompanyDetail;
  categories: CategoryChoice[];
  onSaved: () => void;
  onDelete: () => void;
};

/** Both languages' fields, logo, approval and status, and the contacts and categories to add, saved at once. */
export function CompanyEditForm({ detail, categories, onSaved, onDelete }: CompanyEditFormProps) {
  const t = useTranslations('admin.yellow');
  const common = useTranslations('admin.common');
  const message = useFieldMessage();
  const router = useRouter();
  const form = useForm<Values, unknown, z.output<typeof companyUpdateSchema>>({
    resolver: zodResolver(companyUpdateSchema),
    defaultValues: defaults(detail),
  });
  const { errors, isSubmitting } = form.formState;
  const logo = useWatch({ control: form.control, name: 'logo' });

  const onSubmit = useActionSubmit(form, {
    save: (values) => updateCompany(values),
    onSaved: () => {
      notifySuccess(t('saved'));
      onSaved();
      router.refresh();
    },
    // The seeds' 'Мэдээллийг хадгалахад алдаа гарлаа.' whatever the reason; the server's field messages go under the fields.
    failureText: () => t('saveFailed'),
    noticeMs: NOTICE_MS.success,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('fields.nameMn')}
            error={message(errors.name_mn?.message)}
            {...form.register('name_mn')}
          />
          <TextField
            label={t('fields.nameEn')}
            error={message(errors.name_en?.message)}
            {...form.register('name_en')}
          />
          <TextField
            label={t('fields.registrationNumber')}
            error={message(errors.registration_number?.message)}
            {...form.register('registration_number')}
          />
          <div className="flex items-end gap-6 pb-2">
            <label className="flex items-center gap-2">
              <input type="checkbox" {...form.register('approval')} />
              {t('approval')}
            </label>
            <label className="flex items-center gap-2">
              <input type="checkbox" {...form.register('status')} />
              {t('active')}
            </label>
          </div>
          <TextField
            label={t('fields.addressMn')}
            error={message(errors.address_mn?.message)}
            {...form.register('address_mn')}
          />
          <TextField
            label={t('fields.addressEn')}
            error={message(errors.address_en?.message)}
            {...form.register('address_en')}
          />
          <TextAreaField
            label={t('fields.aboutMn')}
            error={message(errors.about_mn?.message)}
            {...form.register('about_mn')}
          />
          <TextAreaField
            label={t('fields.aboutEn')}
            error={message(errors.about_en?.message)}
            {...form.register('about_en')}
          />
        </div>
        <UploadField
          kind="image"
          label={t('fields.logo')}
          hint={t('fields.logoHint')}
          value={logo}
          previewUrl={detail.company.logo_url || undefined}
          onChange={(file) => form.setValue('logo', file?.key ?? detail.company.logo, { shouldDirty: true })}
          error={message(errors.logo?.message)}
        />
        <ContactSection companyId={detail.company.id} contacts={detail.contact} />
        <CategorySection companyId={detail.company.id} assigned={detail.category} categories={categories} />
        <div className="flex flex-wrap justify-between gap-2 border-t border-gray-200 pt-4">
          <FormActions isSubmitting={isSubmitting} submitLabel={common('save')} />
          <button type="button" onClick={onDelete} className="rounded border border-red-700 px-4 py-2 text-red-700">
            {t('companies.deleteCompany')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
