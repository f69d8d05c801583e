/**
 * "Inside the library" by address (issue 39 item 3): a library lists the network ranges its
 * own connections come from (CIDR blocks or single addresses, IPv4 or IPv6). The address
 * checked is request.ip, which is the forwarded one only from a proxy TRUST_PROXY names, so a
 * client cannot claim to be inside by sending a header.
 */
import { BlockList, isIP } from 'node:net';

/** An IPv4 address mapped into IPv6 (::ffff:10.0.0.1) is the IPv4 address. */
const plain = (address: string): string => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** A range as staff wrote it, as [address, prefix, family], or null when it is neither an address nor a CIDR block. */
export function parseRange(range: string): [string, number, 'ipv4' | 'ipv6'] | null {
  const [address = '', prefix, extra] = range.trim().split('/');
  if (extra !== undefined) return null;
  const version = isIP(plain(address));
  if (version === 0) return null;
  const max = version === 4 ? 32 : 128;
  const bits = prefix === undefined ? max : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  if (!(bits >= 0 && bits <= max)) return null;
  return [plain(address), bits, version === 4 ? 'ipv4' : 'ipv6'];
}

/** Whether `address` lies in one of `ranges` (ranges that do not parse count for nothing). */
export function inRanges(address: string | undefined, ranges: readonly string[]): boolean {
  if (!address) return false;
  const ip = plain(address);
  const version = isIP(ip);
  if (version === 0) return false;
  const list = new BlockList();
  for (const range of ranges) {
    const parsed = parseRange(range);
    if (parsed) list.addSubnet(...parsed);
  }
  return list.check(ip, version === 4 ? 'ipv4' : 'ipv6');
}
