// A stored page's own Content-Security-Policy: only its own inline scripts may run.
//
// The site-wide policy (next.config.ts) lets inline scripts run, because pages rendered per request carry
// inline scripts that nobody knows in advance. A stored page's inline scripts (Next.js' bootstrap and its RSC
// payload, `self.__next_f.push(...)`) are known when the page is stored, so the page travels with a second
// policy that names each of them by its hash. A browser enforces every policy a response carries, so a script
// must pass both: on a stored page, an inline script an attacker slipped into the HTML has no hash and does not
// run. Scripts from the site itself (the chunks, public/load-after-paint.js) pass by 'self'; JSON-LD data is not
// executed and needs no hash.

import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SOURCE_ATTRIBUTE = /\ssrc=/i;
const TYPE_ATTRIBUTE = /\stype="([^"]*)"/i;
/** The `type` values a browser executes; any other (application/ld+json, application/json) is data. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);
const POLICY_HEADER = 'content-security-policy';

/**
 * The CSP hash sources of the page's inline scripts, each once, in the order they appear.
 *
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (SOURCE_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes)?.[1].trim().toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }

  return [...hashes];
}

/**
 * The policy that lets only the site's own script files and the page's inline scripts run.
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
