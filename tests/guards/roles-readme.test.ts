import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ADMIN_PERMISSIONS, can, ROLES } from '@/lib/auth/roles';

const README = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
const COLUMNS = [ROLES.admin, ROLES.moderator, ROLES.user];

/** The README's role table as rows of [permission, answers in the order admin, moderator, user]. */
function readmeTable(): [string, string[]][] {
  const section = README.split('### Roles and permissions')[1]?.split(/\n#/)[0] ?? '';

  return [...section.matchAll(/^\| `(\w+)` \|[^|]*\|(.*)\|$/gm)].map(([, permission = '', answers = '']) => [
    permission,
    answers.split('|').map((cell) => cell.trim()),
  ]);
}

describe("the README's role table", () => {
  it('says what lib/auth/roles.ts grants, permission by permission', () => {
    const fromModule = ADMIN_PERMISSIONS.map((permission) => [
      permission,
      COLUMNS.map((role) => (can(role, permission) ? 'yes' : 'no')),
    ]);

    expect(readmeTable()).toEqual(fromModule);
  });
});
