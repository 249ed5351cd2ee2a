/** account_role values (seed section 3). */
export const ROLES = { moderator: 1, admin: 2, user: 3 } as const;

/**
 * What a staff account may do. `read` opens the content screens and their lists; `content` changes the site's
 * content; the rest each guard one kind of personal data (who sent, registered, answered or did what), so that
 * a read-only account sees the site's content but not the people behind it.
 */
export const ADMIN_PERMISSIONS = [
  'read',
  'content',
  'requests',
  'evidence',
  'registrations',
  'attendees',
  'audit',
  'accounts',
  'operations',
] as const;

export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

/**
 * The one role -> permission table; the README's table is checked against it. Moderators do the daily work of the
 * seeds' back-office (reviewing requests, assessment results with their files, conference registrations and expo
 * meeting users); the audit log, which watches the staff themselves, the staff accounts and the operator screen
 * (outbox, versions) stay with admins.
 */
export const ROLE_PERMISSIONS: Readonly<Record<number, readonly AdminPermission[]>> = {
  [ROLES.admin]: ADMIN_PERMISSIONS,
  [ROLES.moderator]: ['read', 'content', 'requests', 'evidence', 'registrations', 'attendees'],
  [ROLES.user]: ['read'],
};

export function can(role: number, permission: AdminPermission): boolean {
  return ROLE_PERMISSIONS[role]?.includes(permission) ?? false;
}
