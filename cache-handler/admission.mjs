// Which answers the page cache keeps. A page exists because the content does: its addresses are as many as the
// news, categories and companies. An address nobody published (an unknown id, a page past the last, a made-up
// path) answers 404, and a stranger can make up such addresses without end; were their answers kept, each would
// take the place of a page readers use. So a not-found answer is rendered per request and never stored, and
// storing one forgets what its address held before (a page since removed).

/** @param {unknown} data what Next.js asks to store */
export function isStorable(data) {
  const value = /** @type {{ kind?: unknown, status?: unknown } | null} */ (data);
  const isPage = value?.kind === 'APP_PAGE' || value?.kind === 'PAGES';

  return !(isPage && value?.status === 404);
}
