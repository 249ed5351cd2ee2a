import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import CacheHandler from './index.mjs';
import { inlineScriptHashes, pageScriptPolicy, withPageScriptPolicy } from './page-script-policy.mjs';

const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const PAYLOAD = 'self.__next_f.push([1,"0:{\\"title\\":\\"Уурхайчдын баяр\\"}"])';
const TURBOPACK =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/0en5xt4c1c0-t.js","static/chunks/0ceb6-u443e4i.js"],"runtimeModuleIds":[494553]});';

/** A page as Next.js renders it: chunk files, its own inline scripts, JSON-LD data and an inline script twice. */
const PAGE = [
  '<!DOCTYPE html><html lang="mn"><head><meta charSet="utf-8"/>',
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><main><h1>Мэдээ</h1></main>',
  '<script type="application/ld+json">{"@type":"NewsArticle"}</script>',
  `<script id="_R_">${TURBOPACK}</script>`,
  `<script>${BOOTSTRAP}</script>`,
  `<script>${PAYLOAD}</script>`,
  `<script>${BOOTSTRAP}</script>`,
  '</body></html>',
].join('');

/** The hash source a browser computes for an inline script: sha256 of its UTF-8 text, in base64. */
const hashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(Buffer.from(script, 'utf8')).digest('base64')}'`;

function pageValue(html: string) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from('payload'),
    headers: { 'x-next-cache-tags': 'layout' },
    status: 200,
  };
}

describe('inlineScriptHashes', () => {
  it('names each inline script the browser would run by its hash, once, Cyrillic text included', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([hashOf(TURBOPACK), hashOf(BOOTSTRAP), hashOf(PAYLOAD)]);
  });

  it('leaves out script files, which the policy lets in by their address, and JSON-LD, which never runs', () => {
    const hashes = inlineScriptHashes(PAGE);

    expect(hashes).not.toContain(hashOf(''));
    expect(hashes).not.toContain(hashOf('{"@type":"NewsArticle"}'));
  });

  it("names the framework's other shapes: a binary chunk, a form's state after the bootstrap, several chunk lists", () => {
    const binary = 'self.__next_f.push([3,"AAEC"])';
    const withFormState = `${BOOTSTRAP};self.__next_f.push([2,["$@1",null]])`;
    const twoLists = [TURBOPACK, TURBOPACK.replace('494553', '1')].join('\n');
    const html = [binary, withFormState, twoLists].map((script) => `<script>${script}</script>`).join('');

    expect(inlineScriptHashes(html)).toEqual([hashOf(binary), hashOf(withFormState), hashOf(twoLists)]);
  });

  it('names no other inline script, whatever its type', () => {
    const html =
      '<script type="module">import("/a.js")</script><script type="text/javascript">go()</script><script>alert(1)</script>';

    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("names no script that only looks like the framework's: code beside the data, or in its place", () => {
    const forged = [
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,"x"]);alert(1);self.__next_f.push([1,"y"])',
      'self.__next_f.push([1,alert(1)])',
      'self.__next_f.push([1,"x"],alert(1))',
      'self.__next_f.push([0])',
      `${BOOTSTRAP};alert(1)`,
      `${BOOTSTRAP};self.__next_f.push([1,"x"]);alert(1)`,
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});alert(1);',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/../../files/x.js"]});',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["https://attacker.example/x.js"]});',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"onload":"alert(1)"});',
      `${TURBOPACK}\nalert(1)`,
    ];
    const html = forged.map((script) => `<script>${script}</script>`).join('');

    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('pageScriptPolicy', () => {
  it("lets the site's own files and the page's inline scripts run, and no other inline script", () => {
    const policy = pageScriptPolicy(PAGE);

    expect(policy).toBe(`script-src 'self' ${hashOf(TURBOPACK)} ${hashOf(BOOTSTRAP)} ${hashOf(PAYLOAD)}`);
    expect(policy).not.toContain('unsafe-inline');
  });
});

describe('withPageScriptPolicy', () => {
  it("adds the policy to the page's headers on the value it was given, keeping the other headers", () => {
    const value = pageValue(PAGE);
    const result = withPageScriptPolicy(value);

    expect(result).toBe(value);
    expect(value.headers).toEqual({ 'x-next-cache-tags': 'layout', 'content-security-policy': pageScriptPolicy(PAGE) });
  });

  it('leaves route bodies and cached data alone', () => {
    const route = { kind: 'APP_ROUTE', body: Buffer.from('{}'), headers: {}, status: 200 };
    const fetched = { kind: 'FETCH', data: { body: '{}' } };

    expect(withPageScriptPolicy(route)).toEqual({
      kind: 'APP_ROUTE',
      body: Buffer.from('{}'),
      headers: {},
      status: 200,
    });
    expect(withPageScriptPolicy(fetched)).toEqual({ kind: 'FETCH', data: { body: '{}' } });
  });
});

describe('a news item whose stored body holds a script', () => {
  const INJECTED = 'alert(1)';
  /** A news item as Next.js renders it, with a `<script>` that got past the sanitizer inside the article's text. */
  const ARTICLE = PAGE.replace(
    '<main><h1>Мэдээ</h1></main>',
    `<main><article><h1>Мэдээ</h1><div class="rich-text"><p>Уурхай</p><script>${INJECTED}</script></div></article></main>`,
  );

  it("gets no hash for it: the policy stored with the page names only the framework's scripts", async () => {
    const handler = new CacheHandler();
    await handler.set('/mm/detail/48', pageValue(ARTICLE), { tags: [] });
    const stored = (await handler.get('/mm/detail/48'))?.value as ReturnType<typeof pageValue> & {
      headers: Record<string, string>;
    };

    expect(stored.html).toContain(`<script>${INJECTED}</script>`);
    expect(stored.headers['content-security-policy']).not.toContain(hashOf(INJECTED));
    expect(stored.headers['content-security-policy']).toBe(
      `script-src 'self' ${hashOf(TURBOPACK)} ${hashOf(BOOTSTRAP)} ${hashOf(PAYLOAD)}`,
    );
  });
});

describe('a page stored by the cache handler', () => {
  it('is served with the policy of the inline scripts it holds, which the deferred loader does not change', async () => {
    const handler = new CacheHandler();
    await handler.set('/mm/page/policy', pageValue(PAGE), { tags: [] });
    const stored = (await handler.get('/mm/page/policy'))?.value as ReturnType<typeof pageValue> & {
      headers: Record<string, string>;
    };

    expect(stored.html).toContain('load-after-paint.js');
    expect(stored.headers['content-security-policy']).toBe(pageScriptPolicy(stored.html));
    expect(stored.headers['content-security-policy']).toContain(hashOf(PAYLOAD));
  });
});
