// Which addresses a fetched URL may reach. A service that fetches URLs given by others must not be
// a way into its own network: loopback, private, link-local, unspecified, multicast and every other
// special-purpose range (IPv4-mapped and IPv4-compatible IPv6 forms included) are refused unless the caller opts in
// (`fetch.allowPrivateAddresses`). The check runs on the addresses DNS gives, inside the lookup
// that the connection itself uses (`checkedLookup`), so the address connected to is the address
// checked: no second resolution for a rebinding DNS server to answer differently.
// ipaddr.js (MIT, no dependencies) holds the IANA special-purpose registries for both families,
// which a hand-written list would have to keep up with.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { InputError } from './read.js';

/** The range an address falls in when it may not be fetched without the opt-in (`loopback`,
 *  `private`, `linkLocal`…); undefined for a public unicast address. */
export function blockedRange(address: string): string | undefined {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return 'not an IP address';
  // process() turns ::ffff:127.0.0.1 into 127.0.0.1, so a mapped address is judged as itself.
  const ip = ipaddr.process(bare);
  const range = ip.range();
  if (range !== 'unicast') return range;
  // An IPv4-compatible address (::/96, `[::127.0.0.1]` is `[::7f00:1]`): ipaddr.js calls it
  // unicast, but it names the IPv4 address in its low 32 bits, so that address is judged.
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).parts.slice(0, 6).every((p) => p === 0)) return blockedRange(ipaddr.fromByteArray((ip as ipaddr.IPv6).toByteArray().slice(12)).toString());
  return undefined;
}

import { BlockedAddressError } from '../core/errors.js';

export { BlockedAddressError };

/** Resolves a host name to every address it has (the system's resolver, or a test's stub). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))));

/** Which refused addresses are fetched all the same: every one (the opt-in), none, or those a
 *  function names (a test's own loopback server, beside others it must refuse). */
export type AllowPrivate = boolean | ((address: string) => boolean);

/** Throws BlockedAddressError for an address outside public unicast, unless allowed. */
export function checkAddress(host: string, address: string, allowPrivate: AllowPrivate): void {
  if (allowPrivate === true || (typeof allowPrivate === 'function' && allowPrivate(address))) return;
  const range = blockedRange(address);
  if (range !== undefined) throw new BlockedAddressError(host, address, range);
}

/** The addresses of `hostname`, every one checked: a name with one refused address among others is
 *  refused whole (a resolver that mixes them is not to be trusted with the choice). */
export async function resolveChecked(hostname: string, resolve: Resolver, allowPrivate: AllowPrivate): Promise<LookupAddress[]> {
  const addresses = isIP(hostname) ? [{ address: hostname, family: isIP(hostname) }] : await resolve(hostname);
  if (addresses.length === 0) throw new InputError(`${hostname} has no address (read_error)`, 'read_error');
  for (const a of addresses) checkAddress(hostname, a.address, allowPrivate);
  return addresses;
}

/** The `lookup` of a connection (net.connect, http.request): resolve, check, and hand the checked
 *  addresses to the connection, in the two shapes Node asks for (one address, or all of them for
 *  its happy-eyeballs connect). Node calls no lookup for an IP literal: fetch.ts checks those. */
export function checkedLookup(resolve: Resolver, allowPrivate: AllowPrivate): LookupFunction {
  return (hostname, options, callback) => {
    resolveChecked(hostname, resolve, allowPrivate).then(
      (all) => {
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const wanted = family ? all.filter((a) => a.family === family) : all;
        if (wanted.length === 0) return callback(Object.assign(new Error(`${hostname} has no IPv${family} address`), { code: 'ENOTFOUND' }), '', 0);
        if (options.all) (callback as unknown as (err: null, all: LookupAddress[]) => void)(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}
