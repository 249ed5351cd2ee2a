'use client';

import { useTranslations } from 'next-intl';

import { Thumbnail } from '@/components/admin/thumbnail';
import type { CompanyDetail } from '@/lib/directory/admin/company-detail';
import type { PersonDetail } from '@/lib/directory/admin/consultant-queries';

type Line = { label: string; value: string };

function Lines({ lines }: { lines: Line[] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
      {lines.map((line) => (
        <div key={line.label} className="contents">
          <dt className="font-semibold text-gray-700">{line.label}</dt>
          <dd className="whitespace-pre-line">{line.value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Registrant({ registrant }: { registrant: CompanyDetail['registrant'] }) {
  const t = useTranslations('admin.yellow.registrant');

  return (
    <section className="space-y-2">
      <h3 className="font-semibold">{t('title')}</h3>
      <Lines
        lines={[
          { label: t('name'), value: registrant.name },
          { label: t('position'), value: registrant.position },
          { label: t('email'), value: registrant.email },
          { label: t('phone'), value: registrant.phone },
        ]}
      />
    </section>
  );
}

/** Everything a company submitted (seeds 2.5 detail modal): both languages, categories, contacts, logo, registrant. */
export function CompanySummary({ detail }: { detail: CompanyDetail }) {
  const t = useTranslations('admin.yellow');
  const [mn, en] = detail.about;

  return (
    <div className="space-y-4">
      {detail.company.logo_url ? (
        <Thumbnail src={detail.company.logo_url} alt={t('fields.logo')} className="h-24 w-40" />
      ) : (
        <p className="flex h-24 w-40 items-center justify-center rounded border border-dashed border-gray-300 text-xs text-gray-600">
          {t('request.noLogo')}
        </p>
      )}
      <Lines
        lines={[
          { label: t('fields.nameMn'), value: mn?.name ?? '' },
          { label: t('fields.nameEn'), value: en?.name ?? '' },
          { label: t('fields.registrationNumber'), value: detail.company.registration_number },
          { label: t('fields.addressMn'), value: mn?.address ?? '' },
          { label: t('fields.addressEn'), value: en?.address ?? '' },
          { label: t('fields.aboutMn'), value: mn?.about_company ?? '' },
          { label: t('fields.aboutEn'), value: en?.about_company ?? '' },
          {
            label: t('request.categories'),
            value: detail.category.map((item) => `${item.category_code} ${item.name}`).join('\n'),
          },
          {
            label: t('request.contacts'),
            value: detail.contact
              .map((item) => `${t(`contactTypes.${item.contact_type}`)}: ${item.contact_value}`)
              .join('\n'),
          },
        ]}
      />
      <Registrant registrant={detail.registrant} />
    </div>
  );
}

/** Everything a consultant engineer submitted: both languages, phone, registrant. */
export function PersonSummary({ detail }: { detail: PersonDetail }) {
  const t = useTranslations('admin.yellow.fields');
  const [mn, en] = detail.about;

  return (
    <div className="space-y-4">
      <Lines
        lines={[
          { label: t('nameMn'), value: mn?.name ?? '' },
          { label: t('nameEn'), value: en?.name ?? '' },
          { label: t('professionMn'), value: mn?.profession ?? '' },
          { label: t('professionEn'), value: en?.profession ?? '' },
          { label: t('adviceMn'), value: mn?.advice_range ?? '' },
          { label: t('adviceEn'), value: en?.advice_range ?? '' },
          { label: t('phone'), value: detail.person.phone_number },
        ]}
      />
      <Registrant registrant={detail.registrant} />
    </div>
  );
}
