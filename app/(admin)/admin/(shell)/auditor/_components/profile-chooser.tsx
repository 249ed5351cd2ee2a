'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Thumbnail } from '@/components/admin/thumbnail';
import { UploadField } from '@/components/admin/upload-field';
import { DEFAULT_PROFILES, isDefaultProfileKey } from '@/lib/about/default-profiles';
import type { AdminAboutPerson } from '@/lib/about/queries';
import { fileUrl } from '@/lib/storage/url';

type Choice = 'man' | 'woman' | 'previous' | 'own';

type ProfileChooserProps = {
  value: string;
  error?: string;
  onChange: (key: string) => void;
  /** The auditor being edited: its saved picture is offered as 'previous'. */
  previous: AdminAboutPerson | null;
};

function initialChoice(value: string, previous: AdminAboutPerson | null): Choice {
  if (value === DEFAULT_PROFILES.man) return 'man';
  if (value === DEFAULT_PROFILES.woman) return 'woman';
  if (previous && value === previous.profile_key) return 'previous';

  return 'own';
}

/** Seeds 2 Auditors: the two default pictures (male, female), the previously saved one, or an own upload. */
export function ProfileChooser({ value, error, onChange, previous }: ProfileChooserProps) {
  const t = useTranslations('admin.organisation.auditor');
  const [choice, setChoice] = useState<Choice>(() => initialChoice(value, previous));
  const [ownKey, setOwnKey] = useState(() =>
    value && !isDefaultProfileKey(value) && value !== previous?.profile_key ? value : '',
  );
  const options: { choice: Choice; label: string; key: string; preview?: string }[] = [
    { choice: 'man', label: t('defaultMan'), key: DEFAULT_PROFILES.man, preview: fileUrl(DEFAULT_PROFILES.man) },
    {
      choice: 'woman',
      label: t('defaultWoman'),
      key: DEFAULT_PROFILES.woman,
      preview: fileUrl(DEFAULT_PROFILES.woman),
    },
    ...(previous
      ? [{ choice: 'previous' as const, label: t('previous'), key: previous.profile_key, preview: previous.profile }]
      : []),
    { choice: 'own', label: t('own'), key: ownKey },
  ];

  const pick = (option: (typeof options)[number]) => {
    setChoice(option.choice);
    onChange(option.key);
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-gray-800">{t('pictureChoices')}</legend>
      <div className="flex flex-wrap gap-3">
        {options.map((option) => (
          <label
            key={option.choice}
            className="flex cursor-pointer flex-col items-center gap-2 rounded border border-gray-300 p-3 text-sm has-checked:border-brand-dark has-checked:bg-brand-light"
          >
            {option.preview ? <Thumbnail src={option.preview} alt="" className="size-20" /> : null}
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name="auditor-picture"
                checked={choice === option.choice}
                onChange={() => pick(option)}
                className="accent-brand-dark"
              />
              {option.label}
            </span>
          </label>
        ))}
      </div>
      {choice === 'own' ? (
        <UploadField
          kind="image"
          label={t('own')}
          value={ownKey}
          error={error}
          onChange={(file) => {
            setOwnKey(file?.key ?? '');
            onChange(file?.key ?? '');
          }}
        />
      ) : error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
