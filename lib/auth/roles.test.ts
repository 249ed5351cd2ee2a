import { describe, expect, it } from 'vitest';

import { can, ROLES } from './roles';

describe('can', () => {
  it('lets admins do everything, moderators edit content, users only read', () => {
    expect(['read', 'content', 'accounts'].map((p) => can(ROLES.admin, p as 'read'))).toEqual([true, true, true]);
    expect(can(ROLES.moderator, 'content')).toBe(true);
    expect(can(ROLES.moderator, 'accounts')).toBe(false);
    expect(can(ROLES.user, 'read')).toBe(true);
    expect(can(ROLES.user, 'content')).toBe(false);
  });

  it('refuses unknown roles', () => {
    expect(can(0, 'read')).toBe(false);
    expect(can(4, 'read')).toBe(false);
  });
});
