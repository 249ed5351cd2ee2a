'use client';

import { useTranslations } from 'next-intl';

export const ENTRY_TYPES = ['company', 'consultant'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/** Seeds 2.4 step 2: the type, 1 company or 2 mining consultant engineer. */
export function TypeChoice({ value, onChange }: { value: EntryType; onChange: (type: EntryType) => void }) {
  const t = useTranslations('directory-register.form');

  return (
    <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
      <legend className="mb-2 text-sm font-semibold text-gray-800">{t('type')}</legend>
      {ENTRY_TYPES.map((type) => (
        <label key={type} className="flex items-center gap-2">
          <input
            type="radio"
            name="registration-type"
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          {t(`types.${type}`)}
        </label>
      ))}
    </fieldset>
  );
}
