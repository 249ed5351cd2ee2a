import { describe, expect, it } from 'vitest';

import { db } from '@/db';
import { notices, trades } from '@/db/schema';
import { useTestDatabase as setUpTestDatabase } from '@/tests/fixtures/database';

import { listTickerEntries } from './ticker';

describe('listTickerEntries', () => {
  setUpTestDatabase();
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

  it('gives the newest trades then notices, formatted in the reader language and Ulaanbaatar time', async () => {
    const traded = hoursAgo(30);
    await db.insert(trades).values([
      {
        sellerName: 'Эрдэнэс Таван Толгой ХК',
        productName: 'Нүүрс',
        productCategory: 'Коксжих нүүрс',
        mass: 1200,
        minPrice: 100,
        priceCurrency: 110,
        tradeDatetime: traded,
        url: 'https://exchange.example/trade/1',
      },
      {
        sellerName: 'Old Trade LLC',
        productName: 'Coal',
        minPrice: 1,
        priceCurrency: 1,
        tradeDatetime: hoursAgo(24 * 45),
      },
    ]);
    await db.insert(notices).values({
      sellerName: 'Оюу Толгой ХХК',
      orderNum: 'A-1',
      type: 'Зэсийн баяжмал',
      sellDatetime: hoursAgo(-48),
      quantity: 4,
      currency: 'USD',
      lotSize: 250,
      ownUrl: '',
    });

    const mongolian = await listTickerEntries('mn');
    expect(mongolian.map((entry) => [entry.kind, entry.seller])).toEqual([
      ['trade', 'Эрдэнэс Таван Толгой ХК'],
      ['notice', 'Оюу Толгой ХХК'],
    ]);
    const [trade, notice] = mongolian;
    expect(trade).toMatchObject({
      href: 'https://exchange.example/trade/1',
      isExternal: true,
      detail: '1,200 тн',
      term: 'Коксжих нүүрс',
    });
    const ulaanbaatarDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ulaanbaatar' }).format(traded);
    expect(trade?.dateTime.startsWith(ulaanbaatarDay)).toBe(true);
    // One way of writing a moment per language (lib/i18n/date-text.ts), the day first in Mongolian.
    expect(trade?.time).toBe(`${ulaanbaatarDay.replaceAll('-', '.')} ${trade?.dateTime.slice(11, 16)}`);
    // A notice without an address leads to the trade page of the reader's language.
    expect(notice).toMatchObject({ href: '/mm/trade', isExternal: false, detail: '1,000 тн', term: 'Зэсийн баяжмал' });

    const english = await listTickerEntries('en');
    // A known term is named in English; another keeps its Mongolian, marked as such.
    expect(english[0]).toMatchObject({ detail: '1,200 t', term: 'Коксжих нүүрс', termLang: 'mn' });
    expect(english[1]).toMatchObject({ detail: '1,000 t', term: 'Copper concentrate' });
    expect(english[1]?.href).toBe('/en/mm/trade');
    // English names the month: "12/13/2026" reads as the 12th of the 13th month outside the US.
    expect(english[0]?.time).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
  });
});
