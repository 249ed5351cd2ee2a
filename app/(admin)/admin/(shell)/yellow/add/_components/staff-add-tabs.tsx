'use client';

import { useTranslations } from 'next-intl';

import { CompanyForm } from '@/components/forms/directory/company-form';
import { ConsultantForm } from '@/components/forms/directory/consultant-form';
import { StateTabs } from '@/components/tabs/state-tabs';
import type { CategoryOption } from '@/lib/directory/registration/categories';

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
