'use client';

import { useTranslations } from 'next-intl';

import { LoadedDialog } from '@/components/admin/loaded-dialog';

import { usePersonDetail } from '../../_components/entry-data';
import { ConsultantEditForm } from './consultant-edit-form';

/** The consultant's edit modal, read afresh from GET /api/yellow-page/get/person. */
export function ConsultantEditDialog({ id, name, onClose }: { id: number; name: string; onClose: () => void }) {
  const t = useTranslations('admin.yellow.consultants');
  const loaded = usePersonDetail(id);

  return (
    <LoadedDialog title={t('editTitle', { name })} loaded={loaded} onClose={onClose}>
      {(detail) => <ConsultantEditForm detail={detail} onSaved={onClose} />}
    </LoadedDialog>
  );
}
