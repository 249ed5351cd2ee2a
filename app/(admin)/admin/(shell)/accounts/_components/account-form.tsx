'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';

import { notifySuccess } from '@/components/admin/notify';
import { useActionSubmit } from '@/components/admin/use-action-submit';
import { useFieldMessage } from '@/components/admin/use-error-text';
import { createAccount, updateAccount } from '@/lib/accounts/actions';
import type { AccountRow } from '@/lib/accounts/queries';
import { type AccountInput, accountSchema, type AccountValues, DEFAULT_ACCOUNT_ROLE } from '@/lib/accounts/schema';
import { ROLES } from '@/lib/auth/roles';

import { AccountField } from './account-field';

/** The accounts screen names the reason alone, without the usual 'Error:' before it. */
const bareReason = (reason: string) => reason;

type AccountFormProps = { account: AccountRow | null; onDone: () => void; onCancel: () => void };

const EMPTY: AccountInput = {
  last_name: '',
  first_name: '',
  email: '',
  phone_number: '',
  position: '',
  department: '',
  account_role: DEFAULT_ACCOUNT_ROLE,
};

/** Add (no account chosen) or edit; on a server failure the typed values stay, with the server's messages under their fields, and a notice says why. */
export function AccountForm({ account, onDone, onCancel }: AccountFormProps) {
  const t = useTranslations();
  const form = useForm<AccountInput, unknown, AccountValues>({
    resolver: zodResolver(accountSchema),
    defaultValues: account ?? EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const firstName = String(useWatch({ control: form.control, name: 'first_name' }) ?? '').trim();
  const fieldMessage = useFieldMessage();
  const message = (field: keyof AccountInput) => fieldMessage(errors[field]?.message);

  const onSubmit = useActionSubmit(form, {
    save: async (values) =>
      account ? await updateAccount({ ...values, id: account.id }) : await createAccount(values),
    onSaved: () => {
      notifySuccess(t('admin.common.saved'));
      form.reset(EMPTY);
      onDone();
    },
    failureText: bareReason,
  });

  return (
    <section aria-labelledby="account-form-title" className="space-y-4 rounded-lg border border-gray-200 bg-white p-5">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          data-testid="account-avatar"
          className="flex size-12 items-center justify-center rounded-full bg-brand-dark text-xl font-bold text-white"
        >
          {firstName.charAt(0).toUpperCase()}
        </span>
        <h2 id="account-form-title" className="text-lg font-semibold text-ink">
          {t(account ? 'admin.operations.accounts.edit' : 'admin.operations.accounts.add')}
        </h2>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <AccountField name="last_name" register={form.register} error={message('last_name')} />
        <AccountField name="first_name" register={form.register} isRequired error={message('first_name')} />
        <AccountField name="email" type="email" register={form.register} isRequired error={message('email')} />
        <AccountField
          name="phone_number"
          type="tel"
          register={form.register}
          isRequired
          error={message('phone_number')}
        />
        <AccountField name="position" register={form.register} error={message('position')} />
        <AccountField name="department" register={form.register} error={message('department')} />
        <AccountField name="account_role" register={form.register} isRequired error={message('account_role')}>
          <option value="">{t('admin.operations.accounts.chooseRole')}</option>
          {Object.values(ROLES).map((role) => (
            <option key={role} value={role}>
              {t(`admin.roles.${role}`)}
            </option>
          ))}
        </AccountField>
        <div className="flex items-end gap-2 sm:col-span-2">
          <button
            type="submit"
            disabled={isSubmitting}
            className="rounded bg-brand-dark px-5 py-2 font-semibold text-white disabled:opacity-60"
          >
            {isSubmitting
              ? t('admin.common.saving')
              : t(account ? 'admin.operations.accounts.editButton' : 'admin.operations.accounts.addButton')}
          </button>
          {account ? (
            <button type="button" onClick={onCancel} className="rounded border border-gray-300 px-5 py-2">
              {t('admin.common.cancel')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
