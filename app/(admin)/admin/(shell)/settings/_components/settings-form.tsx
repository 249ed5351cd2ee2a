'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { notifySuccess } from '@/components/admin/notify';
import { useActionSubmit } from '@/components/admin/use-action-submit';
import { useFieldMessage } from '@/components/admin/use-error-text';
import { updateSiteSettings } from '@/lib/admin/settings-actions';
import type { SiteSettings } from '@/lib/settings/queries';
import { type SiteSettingsInput, siteSettingsSchema, type SiteSettingsValues } from '@/lib/settings/schema';

import { SettingsField } from './settings-field';

type FieldName = keyof SiteSettingsValues;
type FieldSpec = { name: FieldName; isRequired: boolean; type?: 'email' | 'tel'; inputMode?: 'decimal'; hint?: string };

/** The form's groups in the order of the schema, so messages read top to bottom. */
const SECTIONS: ReadonlyArray<{ key: 'phones' | 'emails' | 'address' | 'map'; fields: readonly FieldSpec[] }> = [
  {
    key: 'phones',
    fields: [
      { name: 'phone', isRequired: true, type: 'tel', hint: 'phone' },
      { name: 'phoneSecondary', isRequired: false, type: 'tel' },
    ],
  },
  {
    key: 'emails',
    fields: [
      { name: 'email', isRequired: true, type: 'email' },
      { name: 'emailSecondary', isRequired: false, type: 'email' },
    ],
  },
  {
    key: 'address',
    fields: [
      { name: 'address', isRequired: true },
      { name: 'addressEn', isRequired: true },
    ],
  },
  {
    key: 'map',
    fields: [
      { name: 'latitude', isRequired: true, inputMode: 'decimal', hint: 'coordinates' },
      { name: 'longitude', isRequired: true, inputMode: 'decimal' },
    ],
  },
];

const EMPTY: SiteSettingsInput = {
  phone: '',
  phoneSecondary: '',
  email: '',
  emailSecondary: '',
  address: '',
  addressEn: '',
  latitude: '',
  longitude: '',
};

/** Every contact detail in one form; read-only for accounts without content rights. Nothing typed is lost on a failure. */
export function SettingsForm({ settings, canEdit }: { settings: SiteSettings | null; canEdit: boolean }) {
  const t = useTranslations();
  const form = useForm<SiteSettingsInput, unknown, SiteSettingsValues>({
    resolver: zodResolver(siteSettingsSchema),
    defaultValues: settings
      ? { ...settings, latitude: String(settings.latitude), longitude: String(settings.longitude) }
      : EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const fieldMessage = useFieldMessage();

  const onSubmit = useActionSubmit(form, {
    save: (values) => updateSiteSettings(values),
    onSaved: () => {
      notifySuccess(t('admin.settings.saved'));
      form.reset(form.getValues());
    },
    failureText: (reason) => t('admin.settings.failed', { error: reason }),
  });

  const message = (name: FieldName) => fieldMessage(errors[name]?.message);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('admin.settings.title')} className="space-y-6">
      {canEdit ? null : (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('admin.settings.readOnly')}
        </p>
      )}
      <fieldset disabled={!canEdit} className="space-y-6">
        {SECTIONS.map((section) => (
          <fieldset key={section.key} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
            <legend className="px-1 text-base font-semibold text-ink">
              {t(`admin.settings.sections.${section.key}`)}
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {section.fields.map((field) => (
                <SettingsField
                  key={field.name}
                  label={t(`admin.settings.fields.${field.name}`)}
                  requirement={t(field.isRequired ? 'admin.settings.required' : 'admin.settings.optional')}
                  isRequired={field.isRequired}
                  type={field.type}
                  inputMode={field.inputMode}
                  hint={field.hint ? t(`admin.settings.hints.${field.hint}`) : undefined}
                  error={message(field.name)}
                  registration={form.register(field.name)}
                />
              ))}
            </div>
          </fieldset>
        ))}
        {canEdit ? (
          <button
            type="submit"
            disabled={isSubmitting}
            className="inline-flex items-center gap-2 rounded-md bg-brand-dark px-6 py-2.5 font-semibold text-white hover:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:cursor-wait disabled:opacity-70"
          >
            {isSubmitting ? (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
              />
            ) : null}
            {t(isSubmitting ? 'admin.common.saving' : 'admin.common.save')}
          </button>
        ) : null}
      </fieldset>
    </form>
  );
}
