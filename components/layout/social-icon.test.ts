import { describe, expect, it } from 'vitest';

import { CONFERENCE_SOCIAL_ICONS } from '@/lib/social-links/icons';

import { SocialIcon } from './social-icon';

describe('SocialIcon', () => {
  it("draws each of the conference's icons with its own mark and a globe for names it does not know", () => {
    for (const icon of CONFERENCE_SOCIAL_ICONS) {
      const mark = SocialIcon({ name: icon });
      expect(mark.props, icon).not.toMatchObject({ name: 'globe' });
    }
    expect(SocialIcon({ name: 'myspace' }).props).toMatchObject({ name: 'globe' });
    expect(SocialIcon({ name: 'twitter' }).props).toMatchObject({ name: 'twitter' });
  });
});
