import { describe, expect, it } from 'vitest';

import { deferPageScripts, pageScriptSources, withDeferredScripts } from './defer-page-scripts.mjs';
import CacheHandler from './index.mjs';

/** The shape of a page as Next.js renders it: chunks in the head, one preloaded, one more in the body. */
const PAGE = [
  '<!DOCTYPE html><html lang="mn"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/client.js"/>',
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>',
  '<script src="/_next/static/chunks/router.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<link rel="preload" as="image" href="/files/banners/a.w640.avif" fetchPriority="high"/>',
  '</head><body><main><h1>Мэдээ</h1></main>',
  '<script type="application/ld+json">{"@type":"NewsArticle"}</script>',
  '<script id="_R_">(globalThis.TURBOPACK=[]).push({})</script>',
  '<script src="/_next/static/chunks/client.js" async=""></script>',
  '<script>self.__next_f.push([1,"0:{}"])</script>',
  '</body></html>',
].join('');

describe('deferPageScripts', () => {
  it('moves every chunk script and script preload into one deferred loader in the head, each once', () => {
    const html = deferPageScripts(PAGE);

    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    expect(html).toMatch(
      /<script src="\/load-after-paint\.js\?v=[\w-]+" data-chunks="chunks\/react-dom chunks\/router chunks\/client" defer=""><\/script><\/head>/,
    );
    expect(pageScriptSources(html)).toEqual([
      expect.stringMatching(/^\/load-after-paint\.js\?v=/),
      '/_next/static/chunks/react-dom.js',
      '/_next/static/chunks/router.js',
      '/_next/static/chunks/client.js',
    ]);
  });

  it('keeps the stylesheet, the image preload, the legacy fallback and the inline scripts where they were', () => {
    const html = deferPageScripts(PAGE);

    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      '<link rel="preload" as="image" href="/files/banners/a.w640.avif" fetchPriority="high"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script type="application/ld+json">{"@type":"NewsArticle"}</script>',
      '<script id="_R_">(globalThis.TURBOPACK=[]).push({})</script>',
      '<script>self.__next_f.push([1,"0:{}"])</script>',
    ]) {
      expect(html).toContain(kept);
    }
    expect(html.indexOf('site.css')).toBeLessThan(html.indexOf('load-after-paint.js'));
  });

  it('returns a document without chunk scripts, or without a head, as it came', () => {
    const plain = '<html><head></head><body><p>Сайн байна уу</p></body></html>';
    const headless = PAGE.replace('</head>', '');

    expect(deferPageScripts(plain)).toBe(plain);
    expect(deferPageScripts(headless)).toBe(headless);
    expect(pageScriptSources(plain)).toEqual([]);
    expect(pageScriptSources(PAGE)).toEqual([
      '/_next/static/chunks/react-dom.js',
      '/_next/static/chunks/router.js',
      '/_next/static/chunks/client.js',
    ]);
  });
});

describe('withDeferredScripts', () => {
  it('rewrites the HTML of a rendered page and leaves every other cached value alone', () => {
    const page = { kind: 'APP_PAGE', html: PAGE, rscData: Buffer.from('payload'), status: 200 };
    const fetched = { kind: 'FETCH', data: { body: PAGE } };

    expect(withDeferredScripts(page)).toEqual({ ...page, html: deferPageScripts(PAGE) });
    expect(withDeferredScripts(fetched)).toBe(fetched);
    expect(withDeferredScripts(null)).toBeNull();
  });

  it('is what the cache handler stores for a page', async () => {
    const handler = new CacheHandler();
    await handler.set('/mm/deferred', { kind: 'APP_PAGE', html: PAGE, status: 200 }, { tags: [] });

    expect((await handler.get('/mm/deferred'))?.value).toMatchObject({ html: deferPageScripts(PAGE) });
  });
});
