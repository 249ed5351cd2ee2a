import { describe, expect, it } from 'vitest';

import { CONFERENCE_SOCIAL_ICONS } from './icons';
import { socialLinkSchemaOf } from './schema';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe("the association's social link", () => {
  const SITE = 'association';
  const schema = socialLinkSchemaOf(SITE);

  it("gives the seeds' messages in order: icon, then link", () => {
    expect(messages(schema.safeParse({ site: SITE, link: '' }))).toEqual([
      'admin.organisation.socialLinks.iconRequired',
      'admin.organisation.socialLinks.linkRequired',
    ]);
  });

  it('offers only the icons the public site draws, and web addresses only', () => {
    expect(schema.safeParse({ site: SITE, icon: 'facebook', link: 'https://facebook.com/x' }).success).toBe(true);
    expect(messages(schema.safeParse({ site: SITE, icon: 'myspace', link: 'https://a.example' }))).toEqual([
      'admin.organisation.socialLinks.iconRequired',
    ]);
    expect(messages(schema.safeParse({ site: SITE, icon: 'youtube', link: 'javascript:alert(1)' }))).toEqual([
      'admin.organisation.linkInvalid',
    ]);
  });
});

describe("the conference's social link", () => {
  const SITE = 'conference';
  const schema = socialLinkSchemaOf(SITE);

  it("offers exactly the seeds' twenty icons", () => {
    expect(CONFERENCE_SOCIAL_ICONS).toHaveLength(20);
    for (const icon of CONFERENCE_SOCIAL_ICONS)
      expect(schema.safeParse({ site: SITE, icon, link: 'https://example.com' }).success).toBe(true);
    expect(messages(schema.safeParse({ site: SITE, icon: 'twitter', link: 'https://x.example' }))).toEqual([
      'admin.weekSite.socialLink.errors.iconRequired',
    ]);
  });

  it('takes web addresses only', () => {
    expect(messages(schema.safeParse({ site: SITE, icon: 'vimeo', link: 'javascript:alert(1)' }))).toEqual([
      'admin.weekSite.socialLink.errors.linkInvalid',
    ]);
  });
});
