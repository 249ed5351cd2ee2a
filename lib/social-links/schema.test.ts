import { describe, expect, it } from 'vitest';

import { socialLinkSchema } from './schema';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('socialLinkSchema', () => {
  it("gives the seeds' messages in order: icon, then link", () => {
    expect(messages(socialLinkSchema.safeParse({ link: '' }))).toEqual([
      'admin.organisation.socialLinks.iconRequired',
      'admin.organisation.socialLinks.linkRequired',
    ]);
  });

  it('offers only the icons the public site draws, and web addresses only', () => {
    expect(socialLinkSchema.safeParse({ icon: 'facebook', link: 'https://facebook.com/x' }).success).toBe(true);
    expect(messages(socialLinkSchema.safeParse({ icon: 'myspace', link: 'https://a.example' }))).toEqual([
      'admin.organisation.socialLinks.iconRequired',
    ]);
    expect(messages(socialLinkSchema.safeParse({ icon: 'youtube', link: 'javascript:alert(1)' }))).toEqual([
      'admin.organisation.linkInvalid',
    ]);
  });
});
