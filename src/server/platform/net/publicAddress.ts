import { BlockList, isIP } from 'node:net';

// Which network addresses the server may fetch a user-named URL from (SSRF protection): only public unicast
// ones. Node's own BlockList does the range arithmetic; it also matches IPv4-mapped IPv6 addresses
// (::ffff:10.0.0.1) against the IPv4 ranges.

/** IANA's special-purpose IPv4 ranges (RFC 6890 and successors): none is a public internet host. */
const NOT_PUBLIC_V4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, including cloud metadata at 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255
];

/**
 * Inside global unicast (2000::/3) the ranges that are not a plain public host: protocol assignments (Teredo
 * and others), documentation, and 6to4, which can wrap a private IPv4 address.
 */
const NOT_PUBLIC_V6: Array<[string, number]> = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
];

const notPublic = new BlockList();
for (const [net, prefix] of NOT_PUBLIC_V4) notPublic.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of NOT_PUBLIC_V6) notPublic.addSubnet(net, prefix, 'ipv6');

/** Everything outside 2000::/3 (loopback, link-local, unique-local, multicast, mapped, NAT64) is refused. */
const globalUnicastV6 = new BlockList();
globalUnicastV6.addSubnet('2000::', 3, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether `address` (an IP literal, no brackets) is a public unicast host. Anything unreadable is not. */
export function isPublicAddress(address: string): boolean {
  try {
    const family = isIP(address);
    if (family === 4) return !notPublic.check(address, 'ipv4');
    if (family === 6) return globalUnicastV6.check(address, 'ipv6') && !notPublic.check(address, 'ipv6');
  } catch {
    // A zone id (fe80::1%eth0) or the like: not an address we would ever fetch from.
  }
  return false;
}

/** Whether `address` is this machine's loopback (127.0.0.0/8, ::1, or 127.x mapped into IPv6). */
export function isLoopbackAddress(address: string): boolean {
  try {
    const family = isIP(address);
    return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
  } catch {
    return false;
  }
}
