// Which address a request comes from, as far as the platform in front of the function vouches for it,
// and the key the rate limit counts it under. Web standards only: shared by the Deno entry and tests.

/**
 * Where the trusted address is read, set by FORMS_CLIENT_ADDRESS in the hosted function:
 * - `xff:<n>` (default `xff:1`): the n-th entry of X-Forwarded-For counted from the right. Each proxy
 *   appends the address it received the request from, so the rightmost entries are written by the
 *   platform; whatever the client sent itself sits further left and is never read.
 * - `header:<name>`: a header the platform sets and overwrites (for example `cf-connecting-ip` behind
 *   Cloudflare).
 * See the README, "Deploying to hosted Supabase", for how to confirm which one a project's gateway writes.
 */
export type AddressSource = { kind: 'xff'; hop: number } | { kind: 'header'; name: string };

export function parseAddressSource(setting: string | undefined): AddressSource {
  const value = setting?.trim() || 'xff:1';
  const hop = /^xff:(\d+)$/.exec(value);
  if (hop && Number(hop[1]) >= 1) return { kind: 'xff', hop: Number(hop[1]) };
  const header = /^header:([A-Za-z0-9-]+)$/.exec(value);
  if (header) return { kind: 'header', name: header[1]!.toLowerCase() };
  throw new Error(`FORMS_CLIENT_ADDRESS must be "xff:<n>" or "header:<name>", not "${value}"`);
}

/** The client's address by `source`, or the socket's peer when the request carries none. */
export function trustedClientAddress(headers: Headers, source: AddressSource, socketAddress: string): string {
  if (source.kind === 'header') return headers.get(source.name)?.trim() || socketAddress;
  // Headers.get joins repeated X-Forwarded-For headers with ", " in order, so this reads them all.
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim()).filter(Boolean);
  return hops[hops.length - source.hop] ?? socketAddress;
}

/**
 * What the rate limit counts: an IPv4 address as it is, an IPv6 address by its /64 network. One host
 * is given a whole /64 and can use any address in it, so counting single IPv6 addresses would give it
 * billions of buckets.
 */
export function rateLimitSubject(address: string): string {
  let value = address.trim().toLowerCase().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  // '::ffff:1.2.3.4' and '1.2.3.4' are the same IPv4 client seen through a dual stack.
  value = value.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (!value.includes(':')) return value;
  const groups = expandIpv6(value);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : value;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros; undefined if it is not one. */
function expandIpv6(address: string): string[] | undefined {
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? head.length !== 8 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}
