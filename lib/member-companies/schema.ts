import { z } from 'zod';

import { gridQuerySchema } from '@/lib/list-query/grid-query';
import { searchTerm } from '@/lib/list-query/search-term-schema';

const M = 'admin.organisation';

/** Seeds 5: name, e-mail ('И-мэйл хаягийг оруулна уу') and image are required; active defaults to true. */
export const memberCompanySchema = z.object({
  name: z.string().trim().min(1, `${M}.nameRequired`).max(200),
  email: z
    .string()
    .trim()
    .min(1, `${M}.emailRequired`)
    .max(200)
    .pipe(z.email(`${M}.emailInvalid`)),
  logo: z.string().trim().min(1, `${M}.imageRequired`).max(512),
  active: z.boolean().default(true),
});
export type MemberCompanyInput = z.input<typeof memberCompanySchema>;

export const memberCompanyUpdateSchema = z.intersection(
  z.object({ id: z.number().int().positive() }),
  memberCompanySchema,
);

export const memberCompanyIdSchema = z.object({ id: z.coerce.number().int().positive() });

/** Page sizes of the member company grid (the seeds name none; the admin lists' usual 10/20/30). */
export const MEMBER_COMPANY_PAGE_SIZES = [10, 20, 30] as const;

/** Columns of the company grid that sort on the server. */
export const MEMBER_COMPANY_SORTABLE = ['name', 'email', 'active'] as const;

/** `?search=&page=&limit=&sort=&dir=&format=` of the screen and of `GET /api/get/member-companies`: the name search runs in SQL. */

export const memberCompanyQuerySchema = gridQuerySchema({
  pageSizes: MEMBER_COMPANY_PAGE_SIZES,
  sortable: MEMBER_COMPANY_SORTABLE,
}).extend({
  search: searchTerm().catch('').default(''),
});
export type MemberCompanyQuery = z.output<typeof memberCompanyQuerySchema>;
