import { describe, expect, it } from 'vitest';

import { clientAddressFrom } from './client-address';
import { SOCKET_ADDRESS_HEADER } from './socket-address';

const from = (headers: Record<string, string>, hops: number) =>
  clientAddressFrom(new Headers({ [SOCKET_ADDRESS_HEADER]: '10.0.0.1', ...headers }), hops);

describe('clientAddressFrom', () => {
  it('takes the socket address and ignores what the client says about itself when no proxy is trusted', () => {
    expect(from({}, 0)).toBe('10.0.0.1');
    expect(from({ 'x-forwarded-for': '203.0.113.1' }, 0)).toBe('10.0.0.1');
    expect(from({ 'x-forwarded-for': '203.0.113.1, 198.51.100.7', 'x-real-ip': '203.0.113.9' }, 0)).toBe('10.0.0.1');
  });

  it('behind one proxy takes the entry that proxy appended, not the ones the client sent', () => {
    expect(from({ 'x-forwarded-for': '198.51.100.7' }, 1)).toBe('198.51.100.7');
    expect(from({ 'x-forwarded-for': '203.0.113.1, 203.0.113.2, 198.51.100.7' }, 1)).toBe('198.51.100.7');
    expect(from({ 'x-forwarded-for': '2001:db8::1' }, 1)).toBe('2001:db8::1');
  });

  it('behind two proxies takes the address the outer one saw', () => {
    expect(from({ 'x-forwarded-for': '203.0.113.1, 198.51.100.7, 192.0.2.10' }, 2)).toBe('198.51.100.7');
  });

  it('with fewer entries than hops takes the leftmost, the farthest peer a trusted proxy saw', () => {
    expect(from({ 'x-forwarded-for': '198.51.100.7' }, 2)).toBe('198.51.100.7');
    expect(from({ 'x-forwarded-for': '198.51.100.7, 192.0.2.10' }, 3)).toBe('198.51.100.7');
  });

  it('falls back to the socket address when the trusted entry is missing or no IP address', () => {
    expect(from({}, 1)).toBe('10.0.0.1');
    expect(from({ 'x-forwarded-for': '198.51.100.7, not-an-address' }, 1)).toBe('10.0.0.1');
    expect(from({ 'x-forwarded-for': ' , ' }, 1)).toBe('10.0.0.1');
    expect(from({ 'x-forwarded-for': `198.51.100.7, ${'1'.repeat(500)}` }, 1)).toBe('10.0.0.1');
  });

  it('gives every request without a socket address one shared address, whatever its headers claim', () => {
    expect(clientAddressFrom(new Headers({ 'x-forwarded-for': '203.0.113.1' }), 0)).toBe('unknown');
    expect(clientAddressFrom(new Headers({ [SOCKET_ADDRESS_HEADER]: 'forged' }), 0)).toBe('unknown');
  });
});
