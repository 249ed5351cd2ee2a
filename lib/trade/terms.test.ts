import { describe, expect, it } from 'vitest';

import { localizeTradeTerm } from './terms';

describe('localizeTradeTerm', () => {
  it('names a known term in the page language, whichever language the data wrote it in', () => {
    expect(localizeTradeTerm('Дуудлага худалдаа', 'en')).toEqual({ text: 'Auction' });
    expect(localizeTradeTerm('Auction', 'mn')).toEqual({ text: 'Дуудлага худалдаа' });
    expect(localizeTradeTerm(' нүүрс ', 'en')).toEqual({ text: 'Coal' });
    expect(localizeTradeTerm('Зэсийн баяжмал', 'mn')).toEqual({ text: 'Зэсийн баяжмал' });
  });

  it('keeps an unknown term as written, marked Mongolian on an English page', () => {
    expect(localizeTradeTerm('Алтны хүдэр', 'en')).toEqual({ text: 'Алтны хүдэр', lang: 'mn' });
    expect(localizeTradeTerm('Алтны хүдэр', 'mn')).toEqual({ text: 'Алтны хүдэр' });
  });
});
