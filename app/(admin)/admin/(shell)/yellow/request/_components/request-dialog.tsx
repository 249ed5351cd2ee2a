'use client';

import { LoadedDialog } from '@/components/admin/loaded-dialog';
import type { RequestType } from '@/lib/directory/admin/schema';

import { useCompanyDetail, usePersonDetail } from '../../_components/entry-data';
import { CompanySummary, PersonSummary } from '../../_components/entry-summary';
import { ReviewActions } from './review-actions';
import { useTranslations } from 'next-intl';

type RequestDialogProps = { type: RequestType; id: number; name: string; onClose: () => void };

function CompanyRequest({ id, name, onClose }: Omit<RequestDialogProps, 'type'>) {
  const t = useTranslations('admin.yellow.request');
  const loaded = useCompanyDetail(id);

  return (
    <LoadedDialog title={t('detailTitle', { name })} loaded={loaded} onClose={onClose}>
      {(detail) => (
        <>
          <CompanySummary detail={detail} />
          <ReviewActions type="1" id={id} onDone={onClose} />
        </>
      )}
    </LoadedDialog>
  );
}

function PersonRequest({ id, name, onClose }: Omit<RequestDialogProps, 'type'>) {
  const t = useTranslations('admin.yellow.request');
  const loaded = usePersonDetail(id);

  return (
    <LoadedDialog title={t('detailTitle', { name })} loaded={loaded} onClose={onClose}>
      {(detail) => (
        <>
          <PersonSummary detail={detail} />
          <ReviewActions type="2" id={id} onDone={onClose} />
        </>
      )}
    </LoadedDialog>
  );
}

/** Seeds 2.5: the detail modal of one request, with approve and reject. */
export function RequestDialog({ type, ...props }: RequestDialogProps) {
  return type === '1' ? <CompanyRequest {...props} /> : <PersonRequest {...props} />;
}
