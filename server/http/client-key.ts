import { isIPv4, isIPv6 } from 'node:net';

/**
 * Who a request counts against, for every rate limit and lockout of the server (uploads,
 * downloads under way, the tracker, contact messages, staff sign-in): an IPv4 address, or the /64
 * of an IPv6 one. A single IPv6 subscriber usually holds a whole /64 (2^64 addresses),
 * so counting each address alone would let one client take a fresh count for every request.
 */
export function clientKey(address: string | undefined): string {
  if (address === undefined) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (isIPv4(address)) return address;
  const bare = address.replace(/%.*$/, ''); // A zone (fe80::1%eth0) names a link, not a client.
  if (!isIPv6(bare)) return address;
  return `${expandIPv6(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, as lowercase hexadecimal without leading zeros. */
function expandIPv6(address: string): string[] {
  // An embedded IPv4 tail (::ffff:0:1.2.3.4 and the like) only ever sits in the last 32 bits.
  const withoutDotted = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_m, a, b, c, d) =>
    [((Number(a) << 8) | Number(b)).toString(16), ((Number(c) << 8) | Number(d)).toString(16)].join(
      ':',
    ),
  );
  const [head = '', tail] = withoutDotted.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
