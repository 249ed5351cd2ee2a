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
  it('moves every chunk script and script preload into one loader at the end of the body, each once', () => {
    const html = deferPageScripts(PAGE);

    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    expect(html).toMatch(/<script>\(function loadScriptsAfterPaint.*<\/script><\/body><\/html>$/);
    expect(pageScriptSources(html)).toEqual(['/_next/static/chunks/react-dom.js', '/_next/static/chunks/router.js', '/_next/static/chunks/client.js']);
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
    expect(html.indexOf('<h1>Мэдээ</h1>')).toBeLessThan(html.indexOf('loadScriptsAfterPaint'));
  });

  it('writes a loader that is valid JavaScript', () => {
    const loader = /<script>(\(function loadScriptsAfterPaint.*?)<\/script>/.exec(deferPageScripts(PAGE))?.[1] ?? '';

    // Compiled, not run: it needs a browser's document, and the page journeys run it there.
    expect(() => new Function(loader)).not.toThrow();
  });

  it('returns a document without chunk scripts, or without the end of its body, as it came', () => {
    const plain = '<html><head></head><body><p>Сайн байна уу</p></body></html>';
    const cut = PAGE.slice(0, PAGE.indexOf('</body>'));

    expect(deferPageScripts(plain)).toBe(plain);
    expect(deferPageScripts(cut)).toBe(cut);
    expect(pageScriptSources(plain)).toEqual([]);
    expect(pageScriptSources(PAGE)).toEqual(['/_next/static/chunks/react-dom.js', '/_next/static/chunks/router.js', '/_next/static/chunks/client.js']);
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
