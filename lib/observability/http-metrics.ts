import 'server-only';

import { Counter, Histogram } from 'prom-client';

import { sharedRegistry } from './shared.mjs';

const REQUESTS = 'http_requests_total';
const DURATION = 'http_request_duration_seconds';

/** Request latencies worth telling apart: cached pages answer in milliseconds, rendered ones in tenths of seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// Created by whichever bundle of this process counts first (the request log or /metrics), found by the other.
function requestCounter(): Counter<'method' | 'route' | 'status'> {
  const registry = sharedRegistry();
  const existing = registry.getSingleMetric(REQUESTS) as Counter<'method' | 'route' | 'status'> | undefined;

  return (
    existing ??
    new Counter({
      name: REQUESTS,
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    })
  );
}

function durationHistogram(): Histogram<'route'> {
  const registry = sharedRegistry();
  const existing = registry.getSingleMetric(DURATION) as Histogram<'route'> | undefined;

  return (
    existing ??
    new Histogram({
      name: DURATION,
      help: 'Time to the last byte of an answer, by route pattern',
      labelNames: ['route'],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    })
  );
}

/** Counts an answered request under its route pattern (never its raw path: the labels stay few). */
export function countRequest(request: { method: string; route: string; status: number; durationMs: number }): void {
  requestCounter().inc({ method: request.method, route: request.route, status: String(request.status) });
  durationHistogram().observe({ route: request.route }, request.durationMs / 1000);
}

/** Makes both series known from the start, so /metrics names them before the first request completes. */
export function registerHttpMetrics(): void {
  requestCounter();
  durationHistogram();
}
