import { describe, expect, it } from 'vitest';

import { contactGroups, contactHref } from './contact-links';

describe('contactHref', () => {
  it('calls a phone, mails an address and opens a web address', () => {
    expect(contactHref({ type: 'phone', information: '+976 7011 1994' })).toBe('tel:+97670111994');
    expect(contactHref({ type: 'email', information: 'info@miningweek.mn' })).toBe('mailto:info@miningweek.mn');
    expect(contactHref({ type: 'link', information: 'https://www.mongolianmining.mn' })).toBe(
      'https://www.mongolianmining.mn',
    );
  });

  it('leads nowhere for a link that is not a web address', () => {
    expect(contactHref({ type: 'link', information: 'javascript:alert(1)' })).toBeUndefined();
    expect(contactHref({ type: 'link', information: 'www.example.mn' })).toBeUndefined();
  });
});

describe('contactGroups', () => {
  it('groups phones, e-mails and links in that order, leaving out empty types', () => {
    const contacts = [
      { id: 1, type: 'email' as const },
      { id: 2, type: 'phone' as const },
      { id: 3, type: 'email' as const },
    ];

    expect(contactGroups(contacts)).toEqual([
      { type: 'phone', contacts: [{ id: 2, type: 'phone' }] },
      {
        type: 'email',
        contacts: [
          { id: 1, type: 'email' },
          { id: 3, type: 'email' },
        ],
      },
    ]);
  });
});
