import 'server-only';

import { z } from 'zod';

import { type ActionResult, fail } from '@/lib/action-result';
import { recordAudit } from '@/lib/audit';
import { type AdminAccount, getAdmin } from '@/lib/auth/guards';
import { type AdminPermission, can } from '@/lib/auth/roles';
import { invalidatePublicPages } from '@/lib/cache/invalidate-public-pages';

type AdminActionOptions<S extends z.ZodType, T> = {
  /** What the account must be allowed to do: content for site content, accounts for staff accounts. */
  permission: AdminPermission;
  schema: S;
  input: unknown;
  /** The audit entry's action name, e.g. `news.update`, or how the validated input names it. */
  action: string | ((data: z.infer<S>) => string);
  /** Does the write and returns its result; the audit target is taken from `target` when given. */
  run: (data: z.infer<S>, admin: AdminAccount) => Promise<ActionResult<T>>;
  target?: (data: z.infer<S>, result: T) => string | number;
  /** False for writes that no public page shows (staff accounts). */
  isPublic?: boolean;
};

/**
 * Every admin write goes through here: the account is read fresh from the session (never from the input),
 * its role is checked, the input is validated with the same zod schema as the form, and a successful write
 * is recorded in the audit log and expires the public pages that may show it.
 */
export async function runAdminAction<S extends z.ZodType, T>({
  permission,
  schema,
  input,
  action,
  run,
  target,
  isPublic = true,
}: AdminActionOptions<S, T>): Promise<ActionResult<T>> {
  const admin = await getAdmin();
  if (!admin) return fail('errors.unauthorized');
  if (!can(admin.accountRole, permission)) return fail('errors.forbidden');

  const parsed = schema.safeParse(input);
  if (!parsed.success)
    return fail('errors.invalidInput', z.flattenError(parsed.error).fieldErrors as Record<string, string[]>);

  const result = await run(parsed.data, admin);
  if (!result.ok) return result;

  const actionName = typeof action === 'string' ? action : action(parsed.data);
  await recordAudit({ actor: admin, action: actionName, target: target ? target(parsed.data, result.data) : '' });
  if (isPublic) invalidatePublicPages();

  return result;
}
