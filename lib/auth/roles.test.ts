import { describe, expect, it } from 'vitest';

import { ADMIN_PERMISSIONS, can, ROLES } from './roles';

describe('can', () => {
  it('lets admins do everything, moderators edit content, users only read', () => {
    expect(['read', 'content', 'accounts'].map((p) => can(ROLES.admin, p as 'read'))).toEqual([true, true, true]);
    expect(can(ROLES.moderator, 'content')).toBe(true);
    expect(can(ROLES.moderator, 'accounts')).toBe(false);
    expect(can(ROLES.user, 'read')).toBe(true);
    expect(can(ROLES.user, 'content')).toBe(false);
  });

  it("keeps people's data from the read-only user, and the audit log and accounts from moderators", () => {
    const people = ['requests', 'evidence', 'registrations', 'attendees', 'audit', 'accounts'] as const;
    expect(people.filter((permission) => can(ROLES.user, permission))).toEqual([]);
    expect(people.filter((permission) => can(ROLES.moderator, permission))).toEqual([
      'requests',
      'evidence',
      'registrations',
      'attendees',
    ]);
    expect(ADMIN_PERMISSIONS.every((permission) => can(ROLES.admin, permission))).toBe(true);
  });

  it('refuses unknown roles', () => {
    expect(can(0, 'read')).toBe(false);
    expect(can(4, 'read')).toBe(false);
  });
});
