import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address stands for when it keys a limit. An IPv4 address is one client; an IPv6 client
 * is given a whole /64 (often far more), so its exact addresses would be 2^64 buckets of its own: it is grouped by
 * its first `ipv6PrefixBits` bits. Anything else (the `unknown` of a request without a socket) stays as it is.
 */
export function clientNetworkOf(address: string, ipv6PrefixBits: number): string {
  if (isIPv4(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;

  return `${ipv6Prefix(address, ipv6PrefixBits)}/${ipv6PrefixBits}`;
}

/** The wider network of a client, for bounds that many neighbouring addresses share: an IPv4 /24, an IPv6 /48. */
export function clientNeighbourhoodOf(address: string): string {
  const network = clientNetworkOf(address, 48);
  if (!isIPv4(network)) return network;

  return `${network.split('.').slice(0, 3).join('.')}.0/24`;
}

/** The first `bits` bits of an IPv6 address as eight 16-bit groups (zone dropped, `::` and a dotted tail expanded). */
function ipv6Prefix(address: string, bits: number): string {
  const groups = ipv6Groups(address.split('%')[0] ?? address);
  const kept = groups.map((group, index) => {
    const groupBits = Math.max(0, Math.min(16, bits - index * 16));

    return groupBits === 0 ? 0 : group & (0xffff << (16 - groupBits)) & 0xffff;
  });

  return kept.map((group) => group.toString(16)).join(':');
}

function ipv6Groups(address: string): number[] {
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  const hex = dotted
    ? address.replace(
        dotted,
        dotted
          .split('.')
          .map(Number)
          .reduce<string[]>((parts, byte, index) => {
            if (index % 2 === 0) parts.push('');
            parts[parts.length - 1] += byte.toString(16).padStart(2, '0');

            return parts;
          }, [])
          .join(':'),
      )
    : address;
  const [head = '', tail] = hex.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - headGroups.length - tailGroups.length }, () => '0');

  return [...headGroups, ...zeros, ...tailGroups].map((group) => Number.parseInt(group, 16));
}
