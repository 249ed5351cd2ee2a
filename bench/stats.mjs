/** Percentile of an ascending array of numbers (nearest rank). */
export function percentile(sorted, fraction) {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);

  return sorted[Math.max(0, rank)];
}

export function summarize(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (value) => Math.round(value * 10) / 10;

  return {
    count: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
  };
}
