import { describe, expect, it } from 'vitest';

import { editionInDative, mongolianDative } from './dative';

describe('mongolianDative', () => {
  it('writes the suffix onto a Mongolian word, without a hyphen', () => {
    expect(mongolianDative('Mongolia Mining Week 2026 олон улсын чуулган, үзэсгэлэн')).toBe(
      'Mongolia Mining Week 2026 олон улсын чуулган, үзэсгэлэнд',
    );
    expect(mongolianDative('Уул уурхайн чуулган ')).toBe('Уул уурхайн чуулганд');
  });

  it('follows the spelling rules: -т after в, г, р, с; a harmonising vowel after д, т, ж, ч, ш, з, ц', () => {
    expect(mongolianDative('Улаанбаатар')).toBe('Улаанбаатарт');
    expect(mongolianDative('Бизнес уулзалт')).toBe('Бизнес уулзалтад');
    expect(mongolianDative('Хөрөнгө оруулалтын өдөр')).toBe('Хөрөнгө оруулалтын өдөрт');
    expect(mongolianDative('Төсөл хөгжүүлэгчдийн зөвлөгөөн')).toBe('Төсөл хөгжүүлэгчдийн зөвлөгөөнд');
  });

  it('hyphenates after Latin letters and digits only', () => {
    expect(mongolianDative('Mongolia Mining Week')).toBe('Mongolia Mining Week-д');
    expect(mongolianDative('Mining Week 2026')).toBe('Mining Week 2026-нд');
  });
});

describe('editionInDative', () => {
  it('composes the Mongolian phrase and leaves English names to their own preposition', () => {
    expect(editionInDative('mn', 'Олон улсын үзэсгэлэн')).toBe('Олон улсын үзэсгэлэнд');
    expect(editionInDative('en', 'Mongolia Mining Week 2026')).toBe('Mongolia Mining Week 2026');
  });
});
