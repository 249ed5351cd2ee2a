// A stored page's own Content-Security-Policy: only the framework's inline scripts may run.
//
// The site-wide policy (next.config.ts) lets inline scripts run, because pages rendered per request carry
// inline scripts that nobody knows in advance. A stored page travels with a second policy that names inline
// scripts by their hashes, and a browser enforces every policy a response carries, so on a stored page an inline
// script runs only if its hash is named. A hash is named only for a script the framework writes: its text must be
// one of the framework's few shapes, each a call whose arguments are JSON data and nothing else (below). A script
// that reached the stored HTML any other way (a `<script>` a sanitizer let through in an article's body) matches
// none of them, gets no hash and does not run, even though it was in the HTML when the page was stored. Scripts
// from the site itself (the chunks, public/load-after-paint.js) pass by 'self'; JSON-LD data is not executed and
// needs no hash.
//
// The shapes are those Next.js 16 writes into a page it renders in full before storing it (no streamed Suspense
// boundary is left open, so React writes none of its boundary scripts):
// - the RSC payload, `(self.__next_f=self.__next_f||[]).push([0])` then `self.__next_f.push([1,"…"])` per chunk
//   (`[3,"base64"]` for a binary chunk, `[2,…]` for a form's state);
// - Turbopack's chunk list, `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({…});`, whose
//   chunks must be build files under /_next/static/.
// A forged script of one of these shapes can only hand the page's own code data; it cannot run code of its own.
// Should an upgrade of Next.js change a shape, the page's scripts stop running under the policy:
// tests/e2e/security-headers.spec.ts opens the main pages and fails on any script the policy blocks.

import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SOURCE_ATTRIBUTE = /\ssrc=/i;
const POLICY_HEADER = 'content-security-policy';

const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_PUSH = /^self\.__next_f\.push\((.*)\)$/s;
const TURBOPACK_PUSH = /^\(globalThis\[("\w+")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\((.*)\);$/s;
/** A build file as Turbopack names it: under static/, a script or a stylesheet, never a step out of the folder. */
const BUILD_FILE = /^static\/(?!.*\.\.)[\w\-.~@+%[\]/]+\.(?:js|css)$/;

/**
 * The JSON value `text` holds, or undefined when it is no JSON (code, or JSON with code around it).
 *
 * @param {string} text
 * @returns {unknown}
 */
function jsonValue(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * `self.__next_f.push(…)` with one RSC payload instruction: a chunk of the payload (1), a binary chunk in base64
 * (3), or the state of a form (2).
 *
 * @param {string} statement
 */
function isFlightPush(statement) {
  const instruction = jsonValue(FLIGHT_PUSH.exec(statement)?.[1] ?? '');
  if (!Array.isArray(instruction) || instruction.length !== 2) return false;
  const [kind, data] = instruction;

  return kind === 2 || ((kind === 1 || kind === 3) && typeof data === 'string');
}

/**
 * The RSC payload's scripts: its bootstrap (with a form's state after it, when there is one) or one chunk.
 *
 * @param {string} body
 */
function isFlightScript(body) {
  if (body === FLIGHT_BOOTSTRAP) return true;
  if (body.startsWith(`${FLIGHT_BOOTSTRAP};`)) return isFlightPush(body.slice(FLIGHT_BOOTSTRAP.length + 1));

  return isFlightPush(body);
}

/**
 * Turbopack's list of the page's chunks, one statement a line: build files to load and module ids to run.
 *
 * @param {string} body
 */
function isTurbopackScript(body) {
  return body.split('\n').every((statement) => {
    const params = jsonValue(TURBOPACK_PUSH.exec(statement)?.[2] ?? '');
    if (typeof params !== 'object' || params === null || Array.isArray(params)) return false;
    const { otherChunks = [], runtimeModuleIds = [], ...rest } = /** @type {Record<string, unknown>} */ (params);
    const isChunkList =
      Array.isArray(otherChunks) && otherChunks.every((chunk) => typeof chunk === 'string' && BUILD_FILE.test(chunk));
    const isIdList =
      Array.isArray(runtimeModuleIds) &&
      runtimeModuleIds.every((id) => typeof id === 'number' || typeof id === 'string');

    return Object.keys(rest).length === 0 && isChunkList && isIdList;
  });
}

/**
 * The CSP hash sources of the framework's inline scripts in the page, each once, in the order they appear. Any
 * other inline script is left out, and so does not run under the policy.
 *
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (SOURCE_ATTRIBUTE.test(attributes)) continue;
    if (!isFlightScript(body) && !isTurbopackScript(body)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }

  return [...hashes];
}

/**
 * The policy that lets only the site's own script files and the framework's inline scripts in the page run.
 *
 * @param {string} html
 */
export function pageScriptPolicy(html) {
  return ["script-src 'self'", ...inlineScriptHashes(html)].join(' ');
}

/**
 * Gives a rendered page, as Next.js hands it to the cache, the policy of its inline scripts among the headers
 * stored with it, which Next.js sends with the page. The value is changed where it is: Next.js also answers the
 * request that rendered the page from it once it is stored, so the first visitor gets the same policy as the next.
 * Any other value is left alone.
 *
 * @template T
 * @param {T} value
 * @returns {T}
 */
export function withPageScriptPolicy(value) {
  const page = /** @type {{ kind?: unknown, html?: unknown, headers?: Record<string, unknown> } | null} */ (value);
  if (page?.kind !== 'APP_PAGE' || typeof page.html !== 'string') return value;
  page.headers = { ...page.headers, [POLICY_HEADER]: pageScriptPolicy(page.html) };

  return value;
}
