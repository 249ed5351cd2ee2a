import type { APIRequestContext } from '@playwright/test';

import { E2E_METRICS_TOKEN } from '../../playwright.config';

import { expect, test } from '../fixtures/test';

// Must match lib/http/socket-address.ts; the server writes it itself, so a client's copy is never believed.
const SOCKET_ADDRESS_HEADER = 'x-socket-address';
const PAGE = '/mm/contact';
const PAGE_ROUTE = '/[locale]/mm/contact';

/** The value of one sample in Prometheus' text format, 0 while the series does not exist yet. */
function sample(metrics: string, series: string): number {
  const line = metrics.split('\n').find((entry) => entry.startsWith(`${series} `));

  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

async function scrape(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/metrics', {
    headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}`, 'content-type': 'application/json' },
  });
  expect(answer.status()).toBe(200);

  return answer.text();
}

test.describe('[OBSERVABILITY]', () => {
  test('[OBSERVABILITY]: every answer carries its request id, and /metrics counts routes and page cache hits for its token only', async ({
    request,
  }) => {
    const page = await request.get(PAGE);
    const api = await request.get('/api/get/banner', { headers: { 'content-type': 'application/json' } });
    expect(page.status()).toBe(200);
    expect(api.status()).toBe(200);
    const ids = [page.headers()['x-request-id'], api.headers()['x-request-id']];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);

    const before = await scrape(request);
    const pageRequests = `http_requests_total{method="GET",route="${PAGE_ROUTE}",status="200"}`;
    const pageHits = 'page_cache_hits_total{kind="app_page"}';
    expect(sample(before, pageRequests)).toBeGreaterThanOrEqual(1);
    expect(before).toMatch(/http_request_duration_seconds_bucket\{le="[\d.]+",route="\/\[locale\]\/mm\/contact"\}/);
    expect(before).toContain('job_queue_jobs');
    expect(before).toContain('db_pool_connections{state="total"} 1');

    // A reader's next visits are answered from the page cache: the counters move.
    await expect
      .poll(
        async () => {
          await request.get(PAGE);
          const after = await scrape(request);

          return (
            sample(after, pageHits) > sample(before, pageHits) &&
            sample(after, pageRequests) > sample(before, pageRequests)
          );
        },
        { intervals: [0] },
      )
      .toBe(true);
  });

  test('[OBSERVABILITY]: /metrics refuses a request without the token, whatever address it claims', async ({
    request,
  }) => {
    for (const claimed of ['203.0.113.7', '127.0.0.1']) {
      const answer = await request.get('/metrics', {
        headers: { [SOCKET_ADDRESS_HEADER]: claimed, 'content-type': 'application/json' },
      });
      expect(answer.status(), claimed).toBe(401);
      expect(await answer.text()).not.toContain('http_requests_total');
    }
    const wrong = await request.get('/metrics', {
      headers: { authorization: 'Bearer not-the-token-at-all', 'content-type': 'application/json' },
    });
    expect(wrong.status()).toBe(401);
  });
});
