import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RELAYED_HEADER, recordSocketAddresses, SOCKET_ADDRESS_HEADER } from './socket-address';

/** A real HTTP server in this process that answers with the socket address header its handler saw. */
const server = createServer((request, response) =>
  response.end(`${String(request.headers[SOCKET_ADDRESS_HEADER])} ${String(request.headers[RELAYED_HEADER])}`),
);

function get(headers: Record<string, string>): Promise<string> {
  const { port } = server.address() as AddressInfo;

  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, localAddress: '127.0.0.3', headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve(body));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

beforeAll(async () => {
  recordSocketAddresses();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('recordSocketAddresses', () => {
  it('stamps each request with its socket peer before the handler runs', async () => {
    expect(await get({})).toBe('127.0.0.3 0');
  });

  it('marks a request that a proxy relayed, whatever the client says about it', async () => {
    expect(await get({ 'x-forwarded-for': '203.0.113.1' })).toBe('127.0.0.3 1');
    expect(await get({ forwarded: 'for=203.0.113.1' })).toBe('127.0.0.3 1');
    expect(await get({ [RELAYED_HEADER]: '0', 'x-real-ip': '203.0.113.1' })).toBe('127.0.0.3 1');
  });

  it('replaces a copy of the header the client sent', async () => {
    expect(await get({ [SOCKET_ADDRESS_HEADER]: '203.0.113.1', [RELAYED_HEADER]: '1' })).toBe('127.0.0.3 0');
  });
});
