import { describe, expect, it } from 'vitest';

import { contactHref } from './contact-links';

describe('contactHref', () => {
  it('calls phones and faxes, mails e-mails and opens websites with a scheme', () => {
    expect(contactHref('phone', '+976 7711 0001')).toBe('tel:+97677110001');
    expect(contactHref('fax', '7711-0002')).toBe('tel:77110002');
    expect(contactHref('email', ' info@unur.mn ')).toBe('mailto:info@unur.mn');
    expect(contactHref('website', 'www.unur.mn')).toBe('https://www.unur.mn');
    expect(contactHref('website', 'http://unur.mn')).toBe('http://unur.mn');
  });
});
