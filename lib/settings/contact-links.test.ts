import { describe, expect, it } from 'vitest';

import {
  contactEmails,
  contactPhones,
  localizedAddress,
  officeMapEmbedUrl,
  officeMapUrl,
  phoneHref,
  whatsappHref,
} from './contact-links';

describe('contact links', () => {
  it('dials and chats with the number as digits', () => {
    expect(phoneHref('+976 7011-1994')).toBe('tel:+97670111994');
    expect(whatsappHref('+976 (7011) 1994')).toBe('https://wa.me/97670111994');
  });

  it('shows the address of the language, falling back to Mongolian', () => {
    expect(localizedAddress({ address: 'Бага тойруу 44', addressEn: 'Baga Toiruu 44' }, 'en')).toBe('Baga Toiruu 44');
    expect(localizedAddress({ address: 'Бага тойруу 44', addressEn: '' }, 'en')).toBe('Бага тойруу 44');
  });

  it('leaves out the empty second phone and e-mail', () => {
    expect(contactPhones({ phone: '+976 7011 1994', phoneSecondary: '' })).toEqual(['+976 7011 1994']);
    expect(contactEmails({ email: 'a@b.mn', emailSecondary: 'c@b.mn' })).toEqual(['a@b.mn', 'c@b.mn']);
  });

  it('points the map at the saved position, in the language of the page', () => {
    expect(officeMapEmbedUrl({ latitude: 47.9205, longitude: 106.9176 }, 'en')).toBe(
      'https://www.google.com/maps?q=47.9205,106.9176&z=16&hl=en&output=embed',
    );
    expect(officeMapUrl({ latitude: 47.9205, longitude: 106.9176 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=47.9205,106.9176',
    );
  });
});
