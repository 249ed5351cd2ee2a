// Page cache hits and misses, counted in the registry that /metrics serves (lib/observability/shared.mjs).
import { Counter } from 'prom-client';

import { sharedRegistry } from '../lib/observability/shared.mjs';

const HITS = 'page_cache_hits_total';
const MISSES = 'page_cache_misses_total';

/** @param {string} name @param {string} help @returns {Counter<'kind'>} */
function counter(name, help) {
  const registry = sharedRegistry();
  const existing = registry.getSingleMetric(name);
  if (existing) return /** @type {Counter<'kind'>} */ (existing);

  return new Counter({ name, help, labelNames: ['kind'], registers: [registry] });
}

const hits = () => counter(HITS, 'Page cache lookups answered from the store');
const misses = () => counter(MISSES, 'Page cache lookups that found nothing to serve');

/** Makes both counters known before the first lookup (called by /metrics' registry). */
export function registerPageCacheMetrics() {
  hits();
  misses();
}

/**
 * Counts one lookup; `kind` is what Next.js asked for (APP_PAGE for a rendered page, FETCH for cached data).
 *
 * @param {string | undefined} kind
 * @param {boolean} isHit
 */
export function countLookup(kind, isHit) {
  const label = (kind ?? 'unknown').toLowerCase();
  (isHit ? hits() : misses()).inc({ kind: label });
}
