import { request as httpRequest } from 'node:http';

import { E2E_PORT } from '../../playwright.config';

import { expect, test } from '../fixtures/test';

const ORIGIN = `http://localhost:${E2E_PORT}`;

/**
 * POSTs a membership request from a loopback address of our choosing, as a stranger on that address would: the
 * server's socket sees `localAddress`, whatever the headers claim. Resolves with the answer's status.
 */
function postOfficeRequest({
  localAddress,
  email,
  headers = {},
}: {
  localAddress: string;
  email: string;
  headers?: Record<string, string>;
}) {
  const body = JSON.stringify({
    name: 'Д.Бат',
    email,
    phone_number: '99001122',
    business_type: 'Геологи хайгуул',
    member_request: true,
    codex_request: false,
    meeting_request: false,
  });

  return new Promise<number>((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        family: 4,
        localAddress,
        port: E2E_PORT,
        method: 'POST',
        path: '/api/insert/office-request',
        // As the site's own page at ORIGIN sends it: the browser's Host is the address it reached.
        headers: {
          ...headers,
          host: new URL(ORIGIN).host,
          'content-type': 'application/json',
          origin: ORIGIN,
          'sec-fetch-site': 'same-origin',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

test.describe('client address', () => {
  test('[CLIENT ADDRESS]: a forged X-Forwarded-For does not give a limited client a fresh rate-limit bucket', async () => {
    const stranger = '127.0.0.9';
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push(await postOfficeRequest({ localAddress: stranger, email: `stranger-${index}@example.mn` }));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    for (const forged of ['203.0.113.1', '203.0.113.2', '203.0.113.3, 198.51.100.7']) {
      const status = await postOfficeRequest({
        localAddress: stranger,
        email: 'forged@example.mn',
        headers: { 'x-forwarded-for': forged, 'x-real-ip': forged },
      });
      expect(status, `X-Forwarded-For: ${forged}`).toBe(429);
    }

    // The limit is the stranger's own: another address is still served.
    expect(await postOfficeRequest({ localAddress: '127.0.0.10', email: 'neighbour@example.mn' })).toBe(200);
  });
});
