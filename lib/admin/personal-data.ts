import type { AdminAccount } from '@/lib/auth/guards';
import { type AdminPermission, can } from '@/lib/auth/roles';

/**
 * Personal data that travels inside answers every staff role may read (`read`: the directory's lists, the member
 * companies), and the permission each kind needs. An account without it gets the same answer with that data left
 * out (null), so a read-only account sees the content but not the people behind it.
 */
export const PERSONAL_DATA_PERMISSIONS = {
  /** Who sent a directory registration (seeds 3 Registrant: name, position, e-mail, phone), reviewed under `requests`. */
  directoryRegistrant: 'requests',
  /** A member company's sign-in e-mail, the identity its assessment answers and proof files are kept under. */
  memberContact: 'evidence',
} as const satisfies Record<string, AdminPermission>;

export type PersonalData = keyof typeof PERSONAL_DATA_PERMISSIONS;

export function mayReadPersonalData(account: Pick<AdminAccount, 'accountRole'>, kind: PersonalData): boolean {
  return can(account.accountRole, PERSONAL_DATA_PERMISSIONS[kind]);
}
