import { afterEach, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { env } from '@/lib/env';
import { RELAYED_HEADER, SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';
import { scheduleJob } from '@/lib/jobs/schedule';
import { enqueueMails } from '@/lib/mail/outbox';
import { countRequest } from '@/lib/observability/http-metrics';
import { useTestDatabase } from '@/tests/fixtures/database';

import { countLookup } from '../../cache-handler/page-cache-metrics.mjs';

import { GET } from './route';

useTestDatabase();

const TOKEN = 'prometheus-scrape-token-0123456789';

/** A scrape as the server stamps it on arrival: direct unless a proxy header came with it (socket-address.ts). */
function scrape(headers: Record<string, string>) {
  const relayed = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => name in headers) ? '1' : '0';

  return GET(
    new Request('http://localhost/metrics', {
      headers: { 'content-type': 'application/json', [RELAYED_HEADER]: relayed, ...headers },
    }),
  );
}

afterEach(() => {
  env.METRICS_TOKEN = undefined;
});

describe('/metrics without a token configured', () => {
  it('answers loopback and private addresses, IPv4 on a dual-stack socket included', async () => {
    for (const address of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.20.30.40',
      '172.16.5.4',
      '192.168.1.10',
      'fd00::7',
    ]) {
      expect((await scrape({ [SOCKET_ADDRESS_HEADER]: address })).status, address).toBe(200);
    }
  });

  it('refuses any other address, and a forged X-Forwarded-For does not help', async () => {
    for (const address of ['203.0.113.9', '172.32.0.1', '2001:db8::1']) {
      expect((await scrape({ [SOCKET_ADDRESS_HEADER]: address, 'x-forwarded-for': '127.0.0.1' })).status, address).toBe(
        403,
      );
    }
    expect((await scrape({})).status).toBe(403);
  });

  it('refuses a request a proxy relayed from the same machine: loopback then speaks for the whole internet', async () => {
    const relays: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
    ];
    for (const relayed of relays) {
      expect((await scrape({ [SOCKET_ADDRESS_HEADER]: '127.0.0.1', ...relayed })).status, JSON.stringify(relayed)).toBe(
        403,
      );
    }
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  it('answers the bearer of the token from anywhere', async () => {
    env.METRICS_TOKEN = TOKEN;

    expect((await scrape({ authorization: `Bearer ${TOKEN}`, [SOCKET_ADDRESS_HEADER]: '203.0.113.9' })).status).toBe(
      200,
    );
  });

  it('refuses a wrong or missing token with 401, even from loopback', async () => {
    env.METRICS_TOKEN = TOKEN;
    const refusals = [
      await scrape({ authorization: `Bearer ${TOKEN}x`, [SOCKET_ADDRESS_HEADER]: '127.0.0.1' }),
      await scrape({ authorization: `Basic ${TOKEN}`, [SOCKET_ADDRESS_HEADER]: '127.0.0.1' }),
      await scrape({ [SOCKET_ADDRESS_HEADER]: '127.0.0.1' }),
    ];

    expect(refusals.map((answer) => answer.status)).toEqual([401, 401, 401]);
    expect(refusals[0]?.headers.get('www-authenticate')).toBe('Bearer');
    expect(await refusals[0]?.json()).toEqual({ message: expect.any(String) });
  });
});

describe('what /metrics reports', () => {
  it('counts requests by route, latency, page cache hits and misses, the job queue, the mail outbox, backups, the database and the process', async () => {
    countRequest({ method: 'GET', route: '/[locale]/mm/news/[id]', status: 200, durationMs: 12 });
    countRequest({ method: 'GET', route: '/[locale]/mm/news/[id]', status: 200, durationMs: 30 });
    countRequest({ method: 'POST', route: '/api/insert/member-answer', status: 500, durationMs: 3 });
    countLookup('APP_PAGE', true);
    countLookup('APP_PAGE', false);
    await scheduleJob({
      kind: 'meeting-reminder',
      key: 'meeting-reminder:1',
      payload: {},
      runAt: new Date(Date.now() + 60_000),
    });
    const mail = {
      to: 'reader@example.com',
      subject: 'Receipt',
      html: '<p>Thanks</p>',
      text: 'Thanks',
      locale: 'en' as const,
    };
    await enqueueMails(db, [{ kind: 'directory-receipt', message: mail }]);

    const answer = await scrape({ [SOCKET_ADDRESS_HEADER]: '127.0.0.1' });
    const text = await answer.text();

    expect(answer.headers.get('content-type')).toContain('text/plain');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(text).toContain('http_requests_total{method="GET",route="/[locale]/mm/news/[id]",status="200"} 2');
    expect(text).toContain('http_requests_total{method="POST",route="/api/insert/member-answer",status="500"} 1');
    expect(text).toContain('http_request_duration_seconds_count{route="/[locale]/mm/news/[id]"} 2');
    expect(text).toContain('page_cache_hits_total{kind="app_page"} 1');
    expect(text).toContain('page_cache_misses_total{kind="app_page"} 1');
    expect(text).toContain('job_queue_jobs{kind="meeting-reminder",state="queued"} 1');
    expect(text).toContain('mail_outbox_messages{state="pending"} 1');
    expect(text).toContain('mail_outbox_messages{state="failed"} 0');
    expect(text).toMatch(/mail_outbox_oldest_pending_seconds \d+/);
    expect(text).toMatch(/backup_newest_timestamp_seconds \d+/);
    expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toContain('process_cpu_user_seconds_total');
  });
});
