// Cached pages load their JavaScript after the first frame.
//
// Next.js puts a page's chunks in its <head> as async scripts (and preloads the rest). A phone then downloads
// and evaluates some 140 KB of JavaScript before it paints the page it already has in full: the public pages
// are server-rendered and readable without it. In the cached HTML, which every visitor after the first one
// receives, those tags give way to one inline loader at the end of the body that adds the same scripts once
// the page has painted, so the news, the banner and the text show first and the page hydrates a frame later.
// Rewriting happens once per render, when the page is stored, not once per request.

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="(\/_next\/static\/[^"]+\.js)"\/>/g;
const BODY_END = '</body>';

/** How long the scripts wait at most for the page's main image, on a network slow enough to take longer. */
const MAIN_IMAGE_WAIT_MS = 3000;

/**
 * Runs in the browser: inlined into the page as written.
 *
 * The scripts wait for the page's main images (those fetched with high priority: a banner, a news cover) to be
 * ready to paint and for the frame that paints them. Each is added in a task of its own: starting a fetch costs
 * a few milliseconds on a slow phone, and a dozen in one task would block input. A page opened in a background
 * tab, which paints nothing until it is shown, loads them at once so that it is ready when the visitor turns to
 * it.
 *
 * A tap on a button before the page has come alive (a menu, a drawer, a tab) starts the scripts at once and is
 * repeated when React has taken the button over, so that it is not lost; React, already listening while it
 * hydrates, does not see the first one, which would otherwise count twice. Links and forms work without
 * scripts and are left alone.
 *
 * @param {string[]} sources
 * @param {number} maxWaitMs
 */
function loadScriptsAfterPaint(sources, maxWaitMs) {
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    for (const source of sources) {
      setTimeout(() => {
        const script = document.createElement('script');
        script.src = source;
        script.async = true;
        document.head.append(script);
      });
    }
  };
  const isAlive = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const repeatWhenAlive = (button, until) => {
    if (isAlive(button)) button.click();
    else if (Date.now() < until) requestAnimationFrame(() => repeatWhenAlive(button, until));
  };
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (!button || isAlive(button)) return;
    event.stopImmediatePropagation();
    load();
    repeatWhenAlive(button, Date.now() + 2 * maxWaitMs);
  }, true);
  if (document.hidden) return load();
  const mainImages = [...document.querySelectorAll('img[fetchpriority="high"]')].map((image) => image.decode().catch(() => {}));
  const longest = new Promise((resolve) => setTimeout(resolve, maxWaitMs));
  Promise.race([Promise.all(mainImages), longest]).then(() => requestAnimationFrame(load));
}

/** The loader has no comments inside and ends every line with `;`, `{`, `}` or `,`: dropping its line breaks keeps it whole. */
const LOADER_SOURCE = String(loadScriptsAfterPaint).replace(/\n\s*/g, '');

/** @param {string[]} sources */
function loaderScript(sources) {
  return `<script>(${LOADER_SOURCE})(${JSON.stringify(sources)},${MAIN_IMAGE_WAIT_MS})</script>`;
}

const LOADER_CALL = /<script>\(function loadScriptsAfterPaint.*?\)\((\[[^\]]*\]),\d+\)<\/script>/s;
const LINKED_SCRIPT = /<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc="([^"]+)"/gi;

/**
 * The scripts a modern browser loads for a page, whether stored or rendered for this request: those it links
 * (but the noModule fallback, which such a browser skips) and those its loader adds after the first paint.
 *
 * @param {string} html
 * @returns {string[]}
 */
export function pageScriptSources(html) {
  const deferred = LOADER_CALL.exec(html);

  return [...[...html.matchAll(LINKED_SCRIPT)].map(([, source]) => source), ...(deferred ? JSON.parse(deferred[1]) : [])];
}

/**
 * The page's HTML with its chunk scripts and preloads moved into the after-paint loader; HTML without chunk
 * scripts or without a body end is returned as it came.
 *
 * @param {string} html
 */
export function deferPageScripts(html) {
  const bodyEnd = html.lastIndexOf(BODY_END);
  if (bodyEnd < 0) return html;
  /** @type {Set<string>} */
  const sources = new Set();
  const collect = (/** @type {string} */ _tag, /** @type {string} */ source) => {
    sources.add(source);

    return '';
  };
  const head = html.slice(0, bodyEnd).replace(CHUNK_SCRIPT, collect).replace(CHUNK_PRELOAD, collect);
  if (sources.size === 0) return html;

  return head + loaderScript([...sources]) + html.slice(bodyEnd);
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
