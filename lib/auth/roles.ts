/** account_role values (seed section 3). */
export const ROLES = { moderator: 1, admin: 2, user: 3 } as const;

/** read: every admin screen; content: the site's content; accounts: staff accounts. */
export type AdminPermission = 'read' | 'content' | 'accounts';

const PERMISSIONS: Record<number, readonly AdminPermission[]> = {
  [ROLES.admin]: ['read', 'content', 'accounts'],
  [ROLES.moderator]: ['read', 'content'],
  [ROLES.user]: ['read'],
};

export function can(role: number, permission: AdminPermission): boolean {
  return PERMISSIONS[role]?.includes(permission) ?? false;
}
