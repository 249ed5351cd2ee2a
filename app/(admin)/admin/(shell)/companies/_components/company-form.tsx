'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';

import { notifySuccess } from '@/components/admin/notify';
import { TextField } from '@/components/admin/text-field';
import { useActionSubmit } from '@/components/admin/use-action-submit';
import { useErrorText } from '@/components/admin/use-error-text';
import { UploadField } from '@/components/admin/upload-field';
import type { ActionResult } from '@/lib/action-result';
import { createMemberCompany, updateMemberCompany } from '@/lib/member-companies/actions';
import type { AdminMemberCompany } from '@/lib/member-companies/queries';
import { type MemberCompanyInput, memberCompanySchema } from '@/lib/member-companies/schema';

const EMAIL_TAKEN = 'admin.organisation.companies.emailTaken';

/** The server names a taken e-mail only as its reason; it belongs under the e-mail field. */
const withEmailField = <T,>(result: ActionResult<T>): ActionResult<T> =>
  !result.ok && result.error === EMAIL_TAKEN
    ? { ...result, fieldErrors: { ...result.fieldErrors, email: [EMAIL_TAKEN] } }
    : result;

type CompanyFormProps = { company: AdminMemberCompany | null; onSaved: () => void; onBack: () => void };

/** The member company form: name, e-mail (unique), logo and active; add mode without a company. */
export function CompanyForm({ company, onSaved, onBack }: CompanyFormProps) {
  const t = useTranslations('admin.organisation');
  const common = useTranslations('admin.common');
  const errorText = useErrorText();
  const router = useRouter();
  const form = useForm<MemberCompanyInput>({
    resolver: zodResolver(memberCompanySchema),
    defaultValues: {
      name: company?.name ?? '',
      email: company?.email ?? '',
      logo: company?.logo_key ?? '',
      active: company?.active ?? true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const logoKey = useWatch({ control: form.control, name: 'logo' });
  const message = (text: string | undefined) => (text ? errorText(text) : undefined);

  const onSubmit = useActionSubmit(form, {
    save: async (values) =>
      withEmailField(
        company ? await updateMemberCompany({ ...values, id: company.id }) : await createMemberCompany(values),
      ),
    onSaved: () => {
      notifySuccess(t('saved'));
      onSaved();
      router.refresh();
    },
    // Seeds 8: 'Бүртгэлтэй и-мэйл хаяг байна.' is the whole notice (5 seconds, the usual time of an error notice).
    failureText: (reason) => (reason === errorText(EMAIL_TAKEN) ? reason : t('saveFailed', { error: reason })),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-4 rounded-lg border border-gray-200 bg-white p-6">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold">{company ? t('companies.editTitle') : t('companies.addTitle')}</h2>
        <button type="button" onClick={onBack} className="rounded border border-gray-300 px-4 py-2">
          {common('back')}
        </button>
      </div>
      <TextField label={t('companies.name')} error={message(errors.name?.message)} {...form.register('name')} />
      <TextField
        label={t('companies.email')}
        type="email"
        error={message(errors.email?.message)}
        {...form.register('email')}
      />
      <UploadField
        kind="image"
        label={t('companies.logo')}
        value={logoKey}
        previewUrl={company?.logo}
        error={message(errors.logo?.message)}
        onChange={(file) => form.setValue('logo', file?.key ?? '', { shouldValidate: form.formState.isSubmitted })}
      />
      <label className="flex items-center gap-2">
        <input type="checkbox" {...form.register('active')} className="size-4 accent-brand-dark" />
        {t('companies.active')}
      </label>
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded bg-brand-dark px-5 py-2 font-semibold text-white disabled:opacity-60"
      >
        {isSubmitting ? common('saving') : company ? common('edit') : common('add')}
      </button>
    </form>
  );
}
