'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { CompanyForm } from '@/components/forms/directory/company-form';
import { ConsultantForm } from '@/components/forms/directory/consultant-form';
import type { CategoryOption } from '@/lib/directory/registration/categories';
import type { RegistrantInput } from '@/lib/directory/registration/schema';
import { Link } from '@/lib/i18n/navigation';

import { RegistrantStep } from './registrant-step';
import { TypeChoice, type EntryType } from './type-choice';

type Step = 1 | 2 | 3;
const STEP_COUNT = 3;
const HEADING_CLASS = 'text-xl font-bold text-ink focus:outline-none';

/**
 * Seeds 2.4 registration: step 1 the registrant, step 2 the type and its form, step 3 success. Every step stays
 * mounted while hidden, so back from step 2 (or a change of type) keeps what was typed anywhere.
 */
export function RegistrationWizard({ categories }: { categories: readonly CategoryOption[] }) {
  const t = useTranslations('directory-register.form');
  const [step, setStep] = useState<Step>(1);
  const [registrant, setRegistrant] = useState<RegistrantInput | null>(null);
  const [type, setType] = useState<EntryType>('company');
  const headings = useRef(new Map<Step, HTMLHeadingElement>());
  const isFirstRender = useRef(true);

  // A new step moves keyboard and screen-reader users to its heading (not on the first render: the page's own).
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headings.current.get(step)?.focus();
  }, [step]);

  const heading = (at: Step, text: string) => (
    <h2
      id={`register-step-${at}`}
      tabIndex={-1}
      ref={(element) => {
        if (element) headings.current.set(at, element);
      }}
      className={HEADING_CLASS}
    >
      {text}
    </h2>
  );
  const back = () => setStep(1);
  const registered = () => setStep(3);

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t('steps', { current: step, total: STEP_COUNT })}</p>
      <section hidden={step !== 1} aria-labelledby="register-step-1" className="space-y-4">
        {heading(1, t('registrantTitle'))}
        <RegistrantStep
          onDone={(values) => {
            setRegistrant(values);
            setStep(2);
          }}
        />
      </section>
      <section hidden={step !== 2} aria-labelledby="register-step-2" className="space-y-5">
        {heading(2, t('typeTitle'))}
        <TypeChoice value={type} onChange={setType} />
        <div hidden={type !== 'company'}>
          <CompanyForm
            mode="public"
            categories={categories}
            registrant={registrant}
            onRegistered={registered}
            onBack={back}
          />
        </div>
        <div hidden={type !== 'consultant'}>
          <ConsultantForm mode="public" registrant={registrant} onRegistered={registered} onBack={back} />
        </div>
      </section>
      {step === 3 ? (
        <section aria-labelledby="register-step-3" className="space-y-4">
          {heading(3, t('successTitle'))}
          <p role="status">{t('success')}</p>
          <Link href="/yellow-page" className="inline-block rounded bg-brand-dark px-5 py-2 font-semibold text-white">
            {t('home')}
          </Link>
        </section>
      ) : null}
    </div>
  );
}
