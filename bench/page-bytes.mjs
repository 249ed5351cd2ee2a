// The key public pages' weight: HTML (raw and gzip), the inline RSC payload inside it, the first-load
// JavaScript and the stylesheets (gzip), each against its budget. Used by npm run bench:budgets and npm run bench.
import { gzipSync } from 'node:zlib';

import { pageScriptSources } from '../cache-handler/defer-page-scripts.mjs';

export const KB = 1024;
/**
 * First-load JavaScript, gzip. React 19's client and the Next.js 16 app router alone weigh about 133 KB (measured
 * on this build: the chunks every page loads before any of our code), so 110 KB cannot be met by any App Router
 * page; the budget leaves our own client code about 17 KB on top of that floor.
 */
export const JS_BUDGET = 150 * KB;
/**
 * Render-blocking CSS, gzip: the public sites' stylesheet plus a sub-site's own. The back-office's utilities are
 * built into a stylesheet of their own (app/(admin)/admin/admin.css) and the conference site's rules load with its
 * layout only, so a page carries its site's styles and not the others'.
 */
export const CSS_BUDGET = 16 * KB;

/**
 * Uncompressed HTML budgets (and gzip where one is set) per page; `{news}` is the newest news item. Each is the
 * page's measured weight with a little room, so that a regression shows.
 *
 * The App Router sends every server-rendered element twice: as HTML, and again in the inline RSC payload, where a
 * byte of markup takes about 1.6 bytes as JSON and 1.2 times that once escaped into its script strings; Cyrillic
 * text takes two bytes a letter in both. The association chrome the seeds require (header with social icons,
 * ticker, a 30-link navbar, footer with contacts and links, quick-contact bar) weighs about 40 KB on its own
 * (`/mm/anniversary`, a page with little else), so a /mm page cannot reach 35 KB, and the news list and detail,
 * with their side panel of five sections, stay above 60 KB raw while under 12 KB gzip. /mw's text pages, with a
 * lighter frame, take the 35 KB budget of a text page; the directory's home and company pages take /mm's.
 */
export const PAGES = [
  { path: '/mm', html: 80 * KB, gzip: 12 * KB },
  { path: '/mm/blog/8=1', html: 68 * KB, gzip: 12 * KB },
  { path: '/mm/detail/{news}', html: 65 * KB, gzip: 12 * KB },
  { path: '/mm/contact', html: 48 * KB },
  { path: '/mm/assessment', html: 51 * KB },
  { path: '/en/mm', html: 80 * KB },
  { path: '/en/mm/contact', html: 45 * KB },
  { path: '/mw', html: 80 * KB, gzip: 12 * KB },
  { path: '/mw/about', html: 35 * KB },
  { path: '/mw/contact', html: 35 * KB },
  { path: '/mw/agenda', html: 80 * KB },
  { path: '/en/mw', html: 80 * KB },
  // The directory's home and a company page (demo company 10: logo, four kinds of contact) take /mm's budgets.
  { path: '/yellow-page', html: 80 * KB, gzip: 12 * KB },
  { path: '/yellow-page/10', html: 80 * KB, gzip: 12 * KB },
];

const gzipBytes = (buffer) => gzipSync(buffer).length;

/** The RSC payload React reads to hydrate: the strings pushed to self.__next_f. */
function payloadBytes(html) {
  let bytes = 0;
  for (const [, chunk] of html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)) {
    try {
      const [, text] = JSON.parse(chunk);
      if (typeof text === 'string') bytes += Buffer.byteLength(text);
    } catch {
      // a push of another shape carries no payload text
    }
  }

  return bytes;
}

/** The summed gzip size of the distinct files a page links. */
async function linkedGzipBytes(baseUrl, sources) {
  const sizes = await Promise.all(
    [...new Set(sources)].map(async (src) =>
      gzipBytes(Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer())),
    ),
  );

  return sizes.reduce((sum, size) => sum + size, 0);
}

/** The stylesheets the page links: they block its first paint. */
const stylesheetSources = (html) =>
  [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/gi)].map(([, href]) => href);

export async function newestNewsId(baseUrl) {
  const html = await (await fetch(`${baseUrl}/mm/blog/8=1`)).text();
  const ids = [...html.matchAll(/href="\/mm\/detail\/(\d+)"/g)].map(([, id]) => Number(id));
  if (ids.length === 0) throw new Error('no news item found on /mm/blog/8=1');

  return String(Math.max(...ids));
}

/** One page's bytes against its budget, measured on its cached (second) answer. */
export async function measurePageBytes(baseUrl, page, newsId) {
  const pagePath = page.path.replace('{news}', newsId);
  // The first request renders and caches the page; the second is what visitors get.
  await fetch(`${baseUrl}${pagePath}`).then((response) => response.arrayBuffer());
  const response = await fetch(`${baseUrl}${pagePath}`);
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
  const buffer = Buffer.from(await response.arrayBuffer());
  const html = buffer.toString('utf8');
  const measured = {
    page: pagePath,
    html: buffer.length,
    gzip: gzipBytes(buffer),
    payload: payloadBytes(html),
    js: await linkedGzipBytes(baseUrl, pageScriptSources(html)),
    css: await linkedGzipBytes(baseUrl, stylesheetSources(html)),
  };
  const over = [
    measured.html > page.html && 'html',
    page.gzip && measured.gzip > page.gzip && 'gzip',
    measured.js > JS_BUDGET && 'js',
    measured.css > CSS_BUDGET && 'css',
  ].filter(Boolean);

  return { ...measured, budget: page.html, over };
}

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** Prints each page against its budget; true when every page is within. */
export function printPageBytes(results) {
  console.table(
    results.map((result) => ({
      page: result.page,
      html: kb(result.html),
      'html budget': kb(result.budget),
      gzip: kb(result.gzip),
      'RSC payload': kb(result.payload),
      'JS (gzip)': kb(result.js),
      'JS budget': kb(JS_BUDGET),
      'CSS (gzip)': kb(result.css),
      'CSS budget': kb(CSS_BUDGET),
      status: result.over.length === 0 ? 'ok' : `over: ${result.over.join(', ')}`,
    })),
  );

  return results.every((result) => result.over.length === 0);
}
