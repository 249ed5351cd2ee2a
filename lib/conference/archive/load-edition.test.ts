import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { conferenceEvents } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { findArchivedEdition, loadArchivedEdition } from './load-edition';

prepareTestDatabase();

beforeAll(async () => {
  await db.insert(conferenceEvents).values([
    { id: 1, name: 'ММВ 2023', nameEn: 'MMW 2023', year: 2023, startsOn: '2023-10-04', endsOn: '2023-10-06' },
    {
      id: 3,
      name: 'ММВ 2025',
      nameEn: 'MMW 2025',
      year: 2025,
      startsOn: '2025-09-11',
      endsOn: '2025-09-12',
      isCurrent: true,
    },
  ]);
});

const params = (locale: string, year: string) => Promise.resolve({ locale, year });
const NOT_FOUND = { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' };

describe('the archived edition an /mw/{year} address names', () => {
  it('is the archived edition of that year, in the page language', async () => {
    expect(await findArchivedEdition(params('en', '2023'))).toMatchObject({
      locale: 'en',
      edition: { id: 1, name: 'MMW 2023' },
    });
    expect(await loadArchivedEdition(params('mn', '2023'))).toMatchObject({
      locale: 'mn',
      edition: { id: 1, name: 'ММВ 2023' },
    });
  });

  it.each(['2025', '1999', 'x', '02023', '2023x'])(
    'is none for %j: not an archived edition, so its pages are not found',
    async (year) => {
      expect(await findArchivedEdition(params('mn', year))).toEqual({ locale: 'mn', edition: null });
      await expect(loadArchivedEdition(params('mn', year))).rejects.toMatchObject(NOT_FOUND);
    },
  );

  it('is not found in a language the sites do not have', async () => {
    await expect(findArchivedEdition(params('de', '2023'))).rejects.toMatchObject(NOT_FOUND);
  });
});
