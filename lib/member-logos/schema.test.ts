import { describe, expect, it } from 'vitest';

import { memberLogoSchema } from './schema';

const M = 'admin.organisation';
const messages = (input: unknown) => memberLogoSchema.safeParse(input).error?.issues.map((issue) => issue.message);

describe('memberLogoSchema', () => {
  it("asks for the name, then the logo ('Нэр оруулна уу', 'Логог оруулна уу'); the link is optional", () => {
    expect(messages({ name: '', logo: '', board_member: true, main_member: false })).toEqual([
      `${M}.nameRequired`,
      `${M}.membership.logoRequired`,
    ]);
    expect(
      memberLogoSchema.parse({ name: 'Эрдэнэт', logo: 'admin/images/a.png', board_member: true, main_member: false }),
    ).toMatchObject({
      link: '',
      name_en: '',
    });
  });

  it('needs a web address as link, and at least one of the two groups', () => {
    expect(messages({ name: 'А', logo: 'k', link: 'ftp://x', board_member: true, main_member: false })).toEqual([
      `${M}.linkInvalid`,
    ]);
    expect(messages({ name: 'А', logo: 'k', board_member: false, main_member: false })).toEqual([
      `${M}.membership.groupRequired`,
    ]);
  });
});
