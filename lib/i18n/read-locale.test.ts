import { describe, expect, it } from 'vitest';

import { readLocale } from './read-locale';

describe('readLocale', () => {
  it.each(['mn', 'en'] as const)('returns %s from the route params', async (locale) => {
    expect(await readLocale(Promise.resolve({ locale, segment: 'x' }))).toBe(locale);
  });

  it.each(['de', 'MN', ''])('answers %j with not found', async (locale) => {
    await expect(readLocale(Promise.resolve({ locale }))).rejects.toMatchObject({
      digest: 'NEXT_HTTP_ERROR_FALLBACK;404',
    });
  });
});
