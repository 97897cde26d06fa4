// What an operator may block: one IPv4 or IPv6 address, or a CIDR range of either. Addresses are
// read and matched by node:net (isIP, SocketAddress, BlockList), never by parsing of our own; the
// stored text is the canonical one SocketAddress prints, so '2001:DB8::0001' and '2001:db8::1'
// are the same entry.
import { BlockList, SocketAddress, isIP } from 'node:net';

export type AddressFamily = 'ipv4' | 'ipv6';

export interface AccessTarget {
  /** Canonical text, as stored: '203.0.113.7' or '10.0.0.0/8'. */
  text: string;
  family: AddressFamily;
  address: string;
  /** The CIDR prefix length; absent for a single address. */
  prefix?: number;
}

export class AccessError extends Error {
  override name = 'AccessError';
  constructor(
    readonly reason: 'invalidTarget' | 'notBlocked',
    message: string,
  ) {
    super(message);
  }
}

const DIGITS = /^\d+$/;

/** Reads '203.0.113.7', '2001:db8::1', '10.0.0.0/8' or '2001:db8::/32'; throws AccessError otherwise. */
export function parseAccessTarget(raw: string): AccessTarget {
  const input = raw.trim();
  const refuse = (why: string) =>
    new AccessError('invalidTarget', `"${raw}" is not an IP address or CIDR range (${why}); write e.g. 203.0.113.7, 10.0.0.0/8 or 2001:db8::/32.`);
  const slash = input.indexOf('/');
  const addressText = slash === -1 ? input : input.slice(0, slash);
  const prefixText = slash === -1 ? undefined : input.slice(slash + 1);
  const version = isIP(addressText);
  if (version === 0) throw refuse('no valid address');
  const family: AddressFamily = version === 4 ? 'ipv4' : 'ipv6';
  // A zone (fe80::1%eth0) names an interface of one host; it means nothing in a block list.
  if (addressText.includes('%')) throw refuse('a zone index cannot be blocked');
  const address = new SocketAddress({ address: addressText, family }).address;
  if (prefixText === undefined) return { text: address, family, address };
  if (!DIGITS.test(prefixText)) throw refuse('the prefix after / must be a number');
  const prefix = Number(prefixText);
  const target: AccessTarget = { text: `${address}/${prefix}`, family, address, prefix };
  try {
    toBlockList([target]); // node:net checks the prefix length for the family
  } catch {
    throw refuse(`the prefix must be 0 to ${family === 'ipv4' ? 32 : 128}`);
  }
  return target;
}

/** The matcher over a set of targets. Throws if node:net refuses one (parseAccessTarget checks first). */
export function toBlockList(targets: Iterable<AccessTarget>): BlockList {
  const list = new BlockList();
  for (const target of targets) {
    if (target.prefix === undefined) list.addAddress(target.address, target.family);
    else list.addSubnet(target.address, target.prefix, target.family);
  }
  return list;
}

/**
 * Whether a client address (request.ip) is in the list. An IPv4 client seen through an IPv6
 * socket ('::ffff:203.0.113.7') matches IPv4 entries too: BlockList compares mapped addresses.
 */
export function isListed(list: BlockList, clientAddress: string): boolean {
  const version = isIP(clientAddress);
  if (version === 0) return false;
  return list.check(clientAddress, version === 4 ? 'ipv4' : 'ipv6');
}
