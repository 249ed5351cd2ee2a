'use client';

import { useTranslations } from 'next-intl';

import { LoadedDialog } from '@/components/admin/loaded-dialog';

import type { CategoryChoice } from '../../_components/category-choice';
import { useCompanyDetail } from '../../_components/entry-data';
import { CompanyEditForm } from './company-edit-form';

type CompanyEditDialogProps = {
  id: number;
  name: string;
  categories: CategoryChoice[];
  onClose: () => void;
  onDelete: () => void;
};

/** Seeds 2.5 detail/edit modal: reads the company afresh, so what is edited is what is stored. */
export function CompanyEditDialog({ id, name, categories, onClose, onDelete }: CompanyEditDialogProps) {
  const t = useTranslations('admin.yellow.companies');
  const loaded = useCompanyDetail(id);

  return (
    <LoadedDialog title={t('editTitle', { name })} loaded={loaded} onClose={onClose}>
      {(detail) => <CompanyEditForm detail={detail} categories={categories} onSaved={onClose} onDelete={onDelete} />}
    </LoadedDialog>
  );
}
