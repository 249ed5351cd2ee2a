// Cached pages load their JavaScript after the first frame.
//
// Next.js puts a page's chunks in its <head> as async scripts (and preloads the rest). A phone then downloads
// and evaluates some 140 KB of JavaScript before it paints the page it already has in full: the public pages
// are server-rendered and readable without it. In the cached HTML, which every visitor after the first one
// receives, those tags give way to one small deferred loader in the head (public/load-after-paint.js) that adds
// the same scripts once the page has painted its main image, so the news, the banner and the text show first and
// the page hydrates a moment later. Rewriting happens once per render, when the page is stored, not
// once per request.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD =
  /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="(\/_next\/static\/[^"]+\.js)"\/>/g;
const HEAD_END = '</head>';

/** Every chunk lives here; the loader is given the names between this and `.js`. */
const CHUNK_PREFIX = '/_next/static/';
const LOADER_PATH = '/load-after-paint.js';
/** The loader's address changes with its content, so that browsers may keep it for a year (next.config.ts). */
const LOADER_VERSION = createHash('sha256')
  .update(readFileSync(new URL(`../public${LOADER_PATH}`, import.meta.url)))
  .digest('base64url')
  .slice(0, 10);
const LOADER_TAG = new RegExp(
  `<script src="${LOADER_PATH.replace('.', '\\.')}\\?v=[\\w-]+" data-chunks="([^"]*)" defer=""></script>`,
);

/** @param {string[]} sources */
function loaderScript(sources) {
  const names = sources.map((source) => source.slice(CHUNK_PREFIX.length, -'.js'.length));

  // Deferred: it runs once the document is parsed, when the main images it waits for are all there.
  return `<script src="${LOADER_PATH}?v=${LOADER_VERSION}" data-chunks="${names.join(' ')}" defer=""></script>`;
}

const LINKED_SCRIPT = /<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc="([^"]+)"/gi;

/**
 * The scripts a modern browser loads for a page, whether stored or rendered for this request: those it links
 * (but the noModule fallback, which such a browser skips) and those its loader adds after the first paint.
 *
 * @param {string} html
 * @returns {string[]}
 */
export function pageScriptSources(html) {
  const deferredNames = LOADER_TAG.exec(html)?.[1].split(' ') ?? [];

  return [
    ...[...html.matchAll(LINKED_SCRIPT)].map(([, source]) => source),
    ...deferredNames.map((name) => `${CHUNK_PREFIX}${name}.js`),
  ];
}

/**
 * The page's HTML with its chunk scripts and preloads moved into the after-paint loader; HTML without chunk
 * scripts or without a head is returned as it came.
 *
 * @param {string} html
 */
export function deferPageScripts(html) {
  if (!html.includes(HEAD_END)) return html;
  /** @type {Set<string>} */
  const sources = new Set();
  const collect = (/** @type {string} */ _tag, /** @type {string} */ source) => {
    sources.add(source);

    return '';
  };
  const withoutScripts = html.replace(CHUNK_SCRIPT, collect).replace(CHUNK_PRELOAD, collect);
  if (sources.size === 0) return html;

  return withoutScripts.replace(HEAD_END, `${loaderScript([...sources])}${HEAD_END}`);
}

/**
 * The value Next.js stores for a rendered page, with its HTML deferring the scripts; any other value as it is.
 *
 * @template T
 * @param {T} value
 * @returns {T}
 */
export function withDeferredScripts(value) {
  const page = /** @type {{ kind?: unknown, html?: unknown } | null} */ (value);
  if (page?.kind !== 'APP_PAGE' || typeof page.html !== 'string') return value;

  return { ...value, html: deferPageScripts(page.html) };
}
