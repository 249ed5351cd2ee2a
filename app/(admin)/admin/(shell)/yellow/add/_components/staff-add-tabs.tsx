'use client';

import { useTranslations } from 'next-intl';

import { StateTabs } from '@/components/tabs/state-tabs';
import type { CategoryOption } from '@/lib/directory/registration/categories';

import { CompanyForm } from '@/app/[locale]/(yp)/yellow-page/register/_components/company-form';
import { ConsultantForm } from '@/app/[locale]/(yp)/yellow-page/register/_components/consultant-form';

/** Company and consultant tabs over the public forms in staff mode: published at once, the form empties after each. */
export function StaffAddTabs({ categories }: { categories: readonly CategoryOption[] }) {
  const t = useTranslations('admin.yellowAdd');

  return (
    <StateTabs
      label={t('tabs')}
      tabs={[
        { id: 'yellow-add-company', label: t('company'), panel: <CompanyForm mode="staff" categories={categories} /> },
        { id: 'yellow-add-consultant', label: t('consultant'), panel: <ConsultantForm mode="staff" /> },
      ]}
    />
  );
}
