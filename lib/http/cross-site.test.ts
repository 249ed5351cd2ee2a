import { describe, expect, it } from 'vitest';

import { isCrossSiteRequest } from './cross-site';

const request = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/api/insert/office-request', { method: 'POST', headers });

describe('isCrossSiteRequest', () => {
  it("follows the browser's Sec-Fetch-Site when it is there, whatever the Origin", () => {
    expect(isCrossSiteRequest(request({ 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' }))).toBe(true);
    expect(isCrossSiteRequest(request({ 'sec-fetch-site': 'same-site', origin: 'http://admin.localhost:3000' }))).toBe(
      true,
    );
    // One server reached at its own address (behind nginx, another host and port): its own page posts to it.
    expect(
      isCrossSiteRequest(
        request({ 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:3101', host: '127.0.0.1:3101' }),
      ),
    ).toBe(false);
    expect(isCrossSiteRequest(request({ 'sec-fetch-site': 'none' }))).toBe(false);
  });

  it('compares the Origin with the site without Sec-Fetch-Site, and lets a request with neither through', () => {
    expect(isCrossSiteRequest(request({ origin: 'https://attacker.example', host: 'localhost:3000' }))).toBe(true);
    expect(isCrossSiteRequest(request({ origin: 'null', host: 'localhost:3000' }))).toBe(true);
    expect(isCrossSiteRequest(request({ origin: 'http://localhost:3000', host: 'localhost:3000' }))).toBe(false);
    expect(isCrossSiteRequest(request({}))).toBe(false);
  });
});
