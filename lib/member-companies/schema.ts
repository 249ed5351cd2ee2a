import { z } from 'zod';

const M = 'admin.organisation';

/** Seeds 5: name, e-mail ('И-мэйл хаягийг оруулна уу') and image are required; active defaults to true. */
export const memberCompanySchema = z.object({
  name: z.string().trim().min(1, `${M}.nameRequired`).max(200),
  email: z.string().trim().min(1, `${M}.emailRequired`).max(200).pipe(z.email(`${M}.emailInvalid`)),
  logo: z.string().trim().min(1, `${M}.imageRequired`).max(512),
  active: z.boolean().default(true),
});
export type MemberCompanyInput = z.input<typeof memberCompanySchema>;

export const memberCompanyUpdateSchema = z.intersection(z.object({ id: z.number().int().positive() }), memberCompanySchema);

export const memberCompanyIdSchema = z.object({ id: z.coerce.number().int().positive() });

/** Page sizes of the member company grid (the seeds name none; the admin lists' usual 10/20/30). */
export const MEMBER_COMPANY_PAGE_SIZES = [10, 20, 30] as const;

/** `?search=&page=&limit=` of the screen and of `GET /api/get/member-companies`: the name search runs in SQL. */
export const memberCompanyQuerySchema = z.object({
  search: z.string().trim().max(100).catch('').default(''),
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((size) => (MEMBER_COMPANY_PAGE_SIZES as readonly number[]).includes(size))
    .catch(MEMBER_COMPANY_PAGE_SIZES[0])
    .default(MEMBER_COMPANY_PAGE_SIZES[0]),
});
export type MemberCompanyQuery = z.output<typeof memberCompanyQuerySchema>;
