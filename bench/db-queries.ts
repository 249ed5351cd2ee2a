/**
 * Times the database side of the public lists, in process against DATA_DIR: the news search (both scripts,
 * hits and misses), the news category page, and the directory's listings by category, by letter and by name
 * search. Prints one JSON line of latencies in ms for bench/run.mjs. Run with tsx --conditions=react-server.
 */
import { closeDatabase } from '@/db';
import { MAIN_CATEGORIES } from '@/lib/directory/main-categories';
import { listCompanies } from '@/lib/directory/queries';
import { COMPANY_PAGE_SIZE } from '@/lib/directory/schema';
import { listNewsByCategory, searchNews } from '@/lib/news/queries';

const ROUNDS = 200;
const TERMS = ['уурхай', 'НҮҮРС', 'copper', 'Investment', 'тогтвортой', 'railway', 'zzznotfound', 'мэдээ 4242'];
const COMPANY_TERMS = ['өнөр', 'ТУЯА', 'drilling', 'Gobi', '1234', 'zzznotfound', 'майнинг', 'мөнх'];
const LETTERS: ReadonlyArray<['mn' | 'en', string]> = [
  ['mn', 'Ө'],
  ['mn', 'Ү'],
  ['mn', 'А'],
  ['mn', 'Я'],
  ['en', 'U'],
  ['en', 'N'],
  ['en', 'Q'],
];

async function time(run: (round: number) => Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const startedAt = performance.now();
    await run(round);
    latencies.push(performance.now() - startedAt);
  }

  return latencies;
}

try {
  const results = {
    newsSearch: await time((round) =>
      searchNews({ term: TERMS[round % TERMS.length] ?? 'уурхай', locale: 'mn', page: 1 + (round % 3) }),
    ),
    newsCategoryPage: await time((round) => listNewsByCategory({ cid: 8, locale: 'mn', page: 1 + (round % 50) })),
    // Alternately a sub category and a main one, at pages deep into the list, in both languages.
    directoryCategory: await time((round) =>
      listCompanies({
        locale: round % 2 === 0 ? 'mn' : 'en',
        ...(round % 2 === 0 ? { sub: 1 + (round % 20) } : { main: MAIN_CATEGORIES[round % 4]?.code }),
        page: 1 + (round % 10),
        limit: COMPANY_PAGE_SIZE,
      }),
    ),
    directoryLetter: await time((round) => {
      const [locale, letter] = LETTERS[round % LETTERS.length] ?? ['mn', 'Ө'];

      return listCompanies({ locale, letter, page: 1 + (round % 3), limit: COMPANY_PAGE_SIZE });
    }),
    directorySearch: await time((round) =>
      listCompanies({
        locale: 'mn',
        q: COMPANY_TERMS[round % COMPANY_TERMS.length],
        page: 1,
        limit: COMPANY_PAGE_SIZE,
      }),
    ),
  };
  console.log(JSON.stringify(results));
} finally {
  await closeDatabase();
}
