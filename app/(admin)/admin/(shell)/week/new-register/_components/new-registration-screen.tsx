'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useRef, useState } from 'react';

import { ModeSwitch } from '@/components/admin/organisation/mode-switch';
import type { EditionChoice } from '@/lib/conference/editions/choices';

import { type CountryOption, RegistrationForm } from './registration-form';

type Mode = 'list' | 'new';
type NewRegistrationScreenProps = { edition: EditionChoice; countries: readonly CountryOption[]; children: ReactNode };

/** Seeds 4: the list, or the "register new" form; the form's back button returns to the list. */
export function NewRegistrationScreen({ edition, countries, children }: NewRegistrationScreenProps) {
  const t = useTranslations('admin.weekRegistrations.newRegister');
  const [mode, setMode] = useState<Mode>('list');
  const switchRef = useRef<HTMLDivElement>(null);

  const backToList = () => {
    setMode('list');
    // The back button goes away with the form: keyboard users land on the list's toggle instead of the page top.
    switchRef.current?.querySelector('button')?.focus();
  };

  return (
    <div className="space-y-6">
      <div ref={switchRef}>
        <ModeSwitch
          label={t('modes')}
          modes={[
            { mode: 'list', label: t('list') },
            { mode: 'new', label: t('new') },
          ]}
          current={mode}
          onChange={setMode}
        />
      </div>
      {mode === 'list' ? children : <RegistrationForm edition={edition} countries={countries} onBack={backToList} />}
    </div>
  );
}
