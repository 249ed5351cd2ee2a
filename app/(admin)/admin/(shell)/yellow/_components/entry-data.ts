'use client';

import { useDialogData } from '@/components/admin/loaded-dialog';
import type { CompanyDetail } from '@/lib/directory/admin/company-detail';
import type { PersonDetail } from '@/lib/directory/admin/consultant-queries';

/** Reads one company for a dialog from GET /api/yellow-page/get/company (seeds 7.5). */
export function useCompanyDetail(id: number) {
  return useDialogData(`/api/yellow-page/get/company?id=${id}`, (body) => (body as { company: CompanyDetail }).company);
}

/** Reads one consultant engineer for a dialog from GET /api/yellow-page/get/person (seeds 7.5). */
export function usePersonDetail(id: number) {
  return useDialogData(`/api/yellow-page/get/person?id=${id}`, (body) => (body as { person: PersonDetail }).person);
}
