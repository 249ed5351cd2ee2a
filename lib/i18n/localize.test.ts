import { describe, expect, it } from 'vitest';

import { langOfHtml, langOfText, pickLocalized } from './localize';

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

describe('langOfText', () => {
  it('marks Mongolian text on an English page and English text on a Mongolian one', () => {
    expect(langOfText('Уул уурхайн мэдээ', 'en')).toEqual({ lang: 'mn' });
    expect(langOfText('Өвөрхангай аймагт Үйлдвэр', 'en')).toEqual({ lang: 'mn' });
    expect(langOfText('Oyu Tolgoi LLC', 'mn')).toEqual({ lang: 'en' });
  });

  it('leaves text in the page language unmarked', () => {
    expect(langOfText('Mining news', 'en')).toEqual({});
    expect(langOfText('Уул уурхайн мэдээ', 'mn')).toEqual({});
  });

  it('goes by the letters that prevail and ignores digits and signs', () => {
    expect(langOfText('ESG тайлан 2025: уул уурхайн салбар', 'en')).toEqual({ lang: 'mn' });
    expect(langOfText('Mining Week 2025 (MMW)', 'mn')).toEqual({ lang: 'en' });
    expect(langOfText('2025-09-11 — 14:30', 'en')).toEqual({});
    expect(langOfText('', 'mn')).toEqual({});
  });

  it('counts only the words of rich text', () => {
    expect(langOfHtml('<p class="lead">Уул уурхай&nbsp;<strong>хөгжил</strong></p>', 'en')).toEqual({ lang: 'mn' });
    expect(langOfHtml('<p>Уул уурхай</p>', 'mn')).toEqual({});
  });
});
