import { describe, expect, it } from 'vitest';

import { clientAddressFrom } from './client-address';

describe('clientAddressFrom', () => {
  it('takes the entry the nearest proxy appended to X-Forwarded-For', () => {
    expect(clientAddressFrom(new Headers({ 'x-forwarded-for': '1.2.3.4, 10.0.0.7' }))).toBe('10.0.0.7');
    expect(clientAddressFrom(new Headers({ 'x-forwarded-for': '::1' }))).toBe('::1');
  });

  it('falls back to X-Real-IP, then to a fixed value', () => {
    expect(clientAddressFrom(new Headers({ 'x-real-ip': '10.0.0.8' }))).toBe('10.0.0.8');
    expect(clientAddressFrom(new Headers())).toBe('unknown');
    expect(clientAddressFrom(new Headers({ 'x-forwarded-for': ' , ' }))).toBe('unknown');
  });

  it('caps what a client can make the rate-limit key grow to', () => {
    expect(clientAddressFrom(new Headers({ 'x-forwarded-for': 'x'.repeat(500) }))).toHaveLength(100);
  });
});
