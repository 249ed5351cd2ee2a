import { z } from 'zod';

import { gridQuerySchema } from '@/lib/list-query/grid-query';
import { ROLES } from '@/lib/auth/roles';

// The admin Content-Security-Policy forbids eval, and zod's probe for its compiled parsers (`new Function`) is
// reported as a violation in browsers. Parsing without compiled parsers is as correct; servers keep them.
if (typeof window !== 'undefined') z.config({ jitless: true });

const ERRORS = 'admin.operations.accounts.errors';
const TOO_LONG = `${ERRORS}.tooLong`;
const ROLE_VALUES: readonly number[] = Object.values(ROLES);
/** Seeds 3 and 9: a new account is an admin unless another role is chosen. */
export const DEFAULT_ACCOUNT_ROLE = ROLES.admin;
/** Seeds 9: the accounts list shows 10, 20 or 30 rows (default 10). */
export const ACCOUNT_PAGE_SIZES = [10, 20, 30] as const;

const optional = (max: number) => z.string().trim().max(max, TOO_LONG).default('');

/**
 * A staff account as the form sends it. Seeds 5: first name, then e-mail, then role are required (in that
 * order, the order zod reports them); the phone is labelled required but not checked.
 */
export const accountSchema = z.object({
  first_name: z.string(`${ERRORS}.firstName`).trim().min(1, `${ERRORS}.firstName`).max(100, TOO_LONG),
  email: z
    .string(`${ERRORS}.email`)
    .trim()
    .toLowerCase()
    .min(1, `${ERRORS}.email`)
    .max(254, TOO_LONG)
    .pipe(z.email(`${ERRORS}.emailInvalid`)),
  account_role: z.coerce.number(`${ERRORS}.role`).refine((role) => ROLE_VALUES.includes(role), `${ERRORS}.role`),
  last_name: optional(100),
  phone_number: optional(50),
  position: optional(200),
  department: optional(200),
});
export type AccountInput = z.input<typeof accountSchema>;
export type AccountValues = z.output<typeof accountSchema>;

const id = z.coerce.number().int().positive();
export const updateAccountSchema = accountSchema.extend({ id });
export const deleteAccountSchema = z.object({ id });

/** Columns of the accounts grid that sort on the server. */
export const ACCOUNT_SORTABLE = ['account_role', 'last_name', 'first_name', 'email'] as const;

/** `?page=&limit=&sort=&dir=&format=` of the accounts list and GET /api/get/admin-users. */
export const accountQuerySchema = gridQuerySchema({ pageSizes: ACCOUNT_PAGE_SIZES, sortable: ACCOUNT_SORTABLE });
export type AccountQuery = z.infer<typeof accountQuerySchema>;
