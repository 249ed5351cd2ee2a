'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';

import type { AnonymousProgress } from '@/lib/assessment/anonymous-progress';
import { anonymousInfoSchema } from '@/lib/assessment/anonymous-schema';
import { fieldMessages } from '@/lib/validation/field-messages';

type Info = AnonymousProgress['info'];
type Field = keyof Info;

const FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'organization' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone_number', type: 'tel', autoComplete: 'tel' },
] as const;

/** The first message key of each invalid field, with the same schema the server checks. */
function infoErrors(info: Info): Partial<Record<Field, string>> {
  const parsed = anonymousInfoSchema.safeParse(info);
  const messages = parsed.success ? {} : fieldMessages(parsed.error, { by: 'field' });

  return Object.fromEntries(FIELDS.flatMap(({ name }) => (messages[name] ? [[name, messages[name]]] : [])));
}

type InfoFormProps = { info: Info; onChange: (info: Info) => void; onStart: () => void };

/**
 * Step 0 (seeds 4, 5): a field's message shows once it has lost focus; Start stays disabled while any field is
 * invalid, yet a press on it marks every field touched so the person sees what is missing.
 */
export function InfoForm({ info, onChange, onStart }: InfoFormProps) {
  const t = useTranslations('assessment.self');
  // Validation messages are full keys (`assessment.errors.*`), shared with the server.
  const message = useTranslations();
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const errors = infoErrors(info);
  const isValid = Object.keys(errors).length === 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(FIELDS.map((field) => field.name)));
    if (isValid) onStart();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="self-assessment-step-title" className="space-y-4">
      <p className="text-muted">{t('info.intro')}</p>
      {FIELDS.map(({ name, type, autoComplete }) => {
        const id = `self-assessment-${name}`;
        const error = touched.has(name) ? errors[name] : undefined;

        return (
          <div key={name}>
            <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
              {t(`info.${name}`)} <span className="text-muted">{t('info.required')}</span>
            </label>
            <input
              id={id}
              name={name}
              type={type}
              autoComplete={autoComplete}
              value={info[name]}
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => onChange({ ...info, [name]: event.target.value })}
              onBlur={() => setTouched((fields) => new Set(fields).add(name))}
              className="w-full rounded-md border border-gray-400 px-3 py-2 text-ink focus-visible:border-brand-dark focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-dark aria-invalid:border-red-700"
            />
            {/* The line is kept while empty: a message appearing on blur must not move Start from under the pointer. */}
            <p id={`${id}-error`} className="mt-1 min-h-5 text-sm text-red-700">
              {error ? message(error) : null}
            </p>
          </div>
        );
      })}
      <button
        type="submit"
        // aria-disabled rather than disabled: the button stays focusable and a press still shows every message.
        aria-disabled={!isValid}
        className="rounded-md bg-brand-dark px-6 py-2.5 font-semibold text-white hover:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      >
        {t('info.start')}
      </button>
    </form>
  );
}
