import { describe, expect, it } from 'vitest';

import { clientNeighbourhoodOf, clientNetworkOf } from './client-network';

describe('clientNetworkOf', () => {
  it('keeps an IPv4 address, also when written as an IPv4-mapped IPv6 address', () => {
    expect(clientNetworkOf('198.51.100.7', 64)).toBe('198.51.100.7');
    expect(clientNetworkOf('::ffff:198.51.100.7', 64)).toBe('198.51.100.7');
  });

  it('groups every address of one IPv6 /64 into one network', () => {
    const networks = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:abcd::9%eth0'].map(
      (address) => clientNetworkOf(address, 64),
    );

    expect(new Set(networks)).toEqual(new Set(['2001:db8:1:2:0:0:0:0/64']));
    expect(clientNetworkOf('2001:db8:1:3::1', 64)).not.toBe(networks[0]);
  });

  it('takes the configured prefix length, also one that cuts a group', () => {
    expect(clientNetworkOf('2001:db8:1:2::1', 48)).toBe('2001:db8:1:0:0:0:0:0/48');
    expect(clientNetworkOf('2001:db8:1:2ff::1', 56)).toBe('2001:db8:1:200:0:0:0:0/56');
    expect(clientNetworkOf('::1', 128)).toBe('0:0:0:0:0:0:0:1/128');
  });

  it('leaves what is no IP address as it is', () => {
    expect(clientNetworkOf('unknown', 64)).toBe('unknown');
  });
});

describe('clientNeighbourhoodOf', () => {
  it('is the /24 of an IPv4 address and the /48 of an IPv6 one', () => {
    expect(clientNeighbourhoodOf('198.51.100.7')).toBe('198.51.100.0/24');
    expect(clientNeighbourhoodOf('2001:db8:1:2::1')).toBe('2001:db8:1:0:0:0:0:0/48');
  });
});
