'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { NOTICE_MS, notifyError, notifySuccess } from '@/components/admin/notify';
import { setCompanyStatus } from '@/lib/directory/admin/actions/company-parts';
import type { CompanyRow } from '@/lib/directory/admin/company-queries';

/**
 * Seeds 4: the status toggles between 'Идэвхитэй' and 'Идэвхигүй' and the row shows the status the server
 * answered with (not the one asked for), so the list never claims a change that was not stored.
 */
export function useStatusToggle() {
  const t = useTranslations('admin.yellow');
  const [stored, setStored] = useState<Record<number, boolean>>({});
  const [busy, setBusy] = useState<number | null>(null);

  const of = (row: CompanyRow) => stored[row.id] ?? row.status;
  const toggle = async (row: CompanyRow) => {
    setBusy(row.id);
    const result = await setCompanyStatus({ id: row.id, status: !of(row) }).catch(() => null);
    setBusy(null);
    if (!result?.ok) return notifyError(t('statusFailed'), NOTICE_MS.success);
    setStored((current) => ({ ...current, [result.data.id]: result.data.status }));
    notifySuccess(t('saved'));
  };

  return { of, toggle, busy };
}
