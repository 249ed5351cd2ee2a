import { describe, expect, it } from 'vitest';

import { DEMO_SITE_SETTINGS } from '@/demo-data/content/site-settings';

import { withContactFooter } from './contact-footer';

const MESSAGE = { to: 'a@example.mn', subject: 'Код', html: '<html><body><p>Код</p></body></html>', text: 'Код' };

describe('withContactFooter', () => {
  it('adds the address, phones and e-mails in the reader language to both parts', () => {
    const mail = withContactFooter({ message: MESSAGE, contact: DEMO_SITE_SETTINGS, locale: 'en' });
    expect(mail.text).toContain(`Address: ${DEMO_SITE_SETTINGS.addressEn}`);
    expect(mail.text).toContain(`Phone: ${DEMO_SITE_SETTINGS.phone}, ${DEMO_SITE_SETTINGS.phoneSecondary}`);
    expect(mail.html).toMatch(new RegExp(`E-mail: ${DEMO_SITE_SETTINGS.email}.*</body>`, 's'));
    expect(withContactFooter({ message: MESSAGE, contact: DEMO_SITE_SETTINGS, locale: 'mn' }).text).toContain(
      `Хаяг: ${DEMO_SITE_SETTINGS.address}`,
    );
  });

  it('escapes the saved details in the HTML part', () => {
    const mail = withContactFooter({
      message: MESSAGE,
      contact: { ...DEMO_SITE_SETTINGS, address: '<b>Office</b>' },
      locale: 'mn',
    });
    expect(mail.html).toContain('&lt;b&gt;Office&lt;/b&gt;');
  });

  it('sends the mail as it is without saved settings', () => {
    expect(withContactFooter({ message: MESSAGE, contact: null, locale: 'mn' })).toBe(MESSAGE);
  });
});
