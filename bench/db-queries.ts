/**
 * Times the database side of the public lists, in process against DATA_DIR: the news search (both scripts,
 * hits and misses) and the news category page. Prints one JSON line of latencies in ms for bench/run.mjs.
 * Run with tsx --conditions=react-server.
 */
import { closeDatabase } from '@/db';
import { listNewsByCategory, searchNews } from '@/lib/news/queries';

const ROUNDS = 200;
const TERMS = ['уурхай', 'НҮҮРС', 'copper', 'Investment', 'тогтвортой', 'railway', 'zzznotfound', 'мэдээ 4242'];

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
    newsSearch: await time((round) => searchNews({ term: TERMS[round % TERMS.length] ?? 'уурхай', locale: 'mn', page: 1 + (round % 3) })),
    newsCategoryPage: await time((round) => listNewsByCategory({ cid: 8, locale: 'mn', page: 1 + (round % 50) })),
  };
  console.log(JSON.stringify(results));
} finally {
  await closeDatabase();
}
