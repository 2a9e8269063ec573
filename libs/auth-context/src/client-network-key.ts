import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address ('::' expanded, zone dropped), or null when malformed. */
function ipv6Groups(address: string): string[] | null {
  const halves = (address.toLowerCase().split('%')[0] ?? '').split('::');
  if (halves.length > 2) return null;
  // An embedded IPv4 tail (64:ff9b::1.2.3.4) takes two groups; its value never matters for the /64 prefix.
  const groupsOf = (part: string) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const left = groupsOf(halves[0] ?? '');
  if (halves.length === 1) return left.length === 8 ? left : null;
  const right = groupsOf(halves[1] ?? '');
  const missing = 8 - left.length - right.length;
  if (missing < 0) return null;
  return [...left, ...Array<string>(missing).fill('0'), ...right];
}

/**
 * The key a per-client limit counts under (the gateway's rate limits, identity's sign-in throttling): an IPv4
 * address as is, an IPv6 address by its /64 network (one subscriber usually holds a whole /64, so counting single
 * addresses would let them rotate past any limit).
 */
export function clientNetworkKey(ip: string | null | undefined): string {
  if (!ip) return 'unknown';
  const plain = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!isIPv6(plain)) return plain;
  const groups = ipv6Groups(plain);
  if (!groups) return plain;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
