'use server';

import { type ActionResult, fail, ok } from '@/lib/action-result';
import { runAdminAction } from '@/lib/admin/run-admin-action';

import { COMPANY_REFUSALS, createCompany } from './create-company';
import { companyInputFromFormData } from './form-data';
import { REGISTRATION_FAILED } from './outcome';
import { saveConsultant } from './entry-writes';
import { staffCompanySchema, staffConsultantSchema } from './schema';

type Added = ActionResult<{ id: number }>;

/** Seeds 2.5 /admin/yellow/add: a company staff enter is approved and published at once (same fields as the form). */
export async function addCompany(formData: FormData): Promise<Added> {
  return runAdminAction({
    permission: 'content',
    schema: staffCompanySchema,
    input: companyInputFromFormData(formData instanceof FormData ? formData : new FormData()),
    action: 'directory-company.create',
    target: (_company, added) => added.id,
    run: async (company) => {
      const created = await createCompany({ company, mode: 'staff' });
      if (created.ok) return ok({ id: created.id });
      const refusal = COMPANY_REFUSALS[created.reason];

      return fail(REGISTRATION_FAILED, { [refusal.field]: [refusal.message] });
    },
  });
}

/** Seeds 2.5 /admin/yellow/add: a consultant engineer staff enter, published at once. */
export async function addConsultant(input: unknown): Promise<Added> {
  return runAdminAction({
    permission: 'content',
    schema: staffConsultantSchema,
    input,
    action: 'directory-consultant.create',
    target: (_consultant, added) => added.id,
    run: async (consultant) => ok(await saveConsultant({ consultant, mode: 'staff' })),
  });
}
