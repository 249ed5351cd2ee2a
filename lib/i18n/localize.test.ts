import { describe, expect, it } from 'vitest';

import { pickLocalized } from './localize';

describe('pickLocalized', () => {
  it('picks the field of the locale', () => {
    expect(pickLocalized('Мэдээ', 'News', 'mn')).toBe('Мэдээ');
    expect(pickLocalized('Мэдээ', 'News', 'en')).toBe('News');
  });

  it('falls back to the other language when the translation is empty or blank', () => {
    expect(pickLocalized('Мэдээ', '', 'en')).toBe('Мэдээ');
    expect(pickLocalized('  ', 'News', 'mn')).toBe('News');
    expect(pickLocalized(null, 'News', 'mn')).toBe('News');
  });

  it('gives an empty string when both are missing', () => {
    expect(pickLocalized(undefined, null, 'en')).toBe('');
  });
});
