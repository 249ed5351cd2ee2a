'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { TextField } from '@/components/admin/text-field';
import { type RegistrantInput, registrantSchema } from '@/lib/directory/registration/schema';

const FIELDS = [
  { name: 'registrantName', type: 'text', autoComplete: 'name' },
  { name: 'registrantPosition', type: 'text', autoComplete: 'organization-title' },
  { name: 'registrantEmail', type: 'email', autoComplete: 'email' },
  { name: 'registrantPhone', type: 'tel', autoComplete: 'tel' },
] as const;

const EMPTY: RegistrantInput = { registrantName: '', registrantPosition: '', registrantEmail: '', registrantPhone: '' };

/**
 * Step 1, the registrant (seeds 5): each empty field says 'Энэ талбарыг бөглөнө үү.', and its message goes as soon
 * as something is typed there; fields are checked again on the next attempt to continue.
 */
export function RegistrantStep({ onDone }: { onDone: (registrant: RegistrantInput) => void }) {
  const t = useTranslations('directory-register.form');
  const root = useTranslations();
  const form = useForm<RegistrantInput, unknown, z.output<typeof registrantSchema>>({
    resolver: zodResolver(registrantSchema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit(onDone)} noValidate aria-labelledby="register-step-1" className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ name, type, autoComplete }) => {
          const message = errors[name]?.message;
          const registration = form.register(name);

          return (
            <TextField
              key={name}
              label={t(name)}
              type={type}
              autoComplete={autoComplete}
              aria-required="true"
              error={message ? root(message) : undefined}
              {...registration}
              onChange={(event) => {
                form.clearErrors(name);

                return registration.onChange(event);
              }}
            />
          );
        })}
      </div>
      <button type="submit" className="rounded bg-brand-dark px-5 py-2 font-semibold text-white">
        {t('next')}
      </button>
    </form>
  );
}
