// Which addresses a fetch may reach (src/input/address.ts). Nothing here opens a
// socket: the classifier is a pure function, and the resolve-then-check functions run on stubbed
// DNS answers.
import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { BlockedAddressError, blockedRange, checkedLookup, resolveChecked, type Resolver } from '../../src/input/address.js';

/** The address a URL's host names once parsed, as fetch.ts sees it (WHATWG: 2130706433, 0x7f.1,
 *  0177.0.0.1 and 127.1 are all 127.0.0.1). */
const hostOf = (url: string): string => new URL(url).hostname.replace(/^\[|\]$/g, '');

const stub =
  (answers: Record<string, string[]>): Resolver =>
  async (hostname) => {
    const all = answers[hostname];
    if (!all) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return all.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('blockedRange', () => {
  it('refuses loopback, private, link-local, unspecified, multicast and the like, in every form a URL can write them', () => {
    const cases: [string, string][] = [
      ['http://127.0.0.1/', 'loopback'],
      ['http://2130706433/', 'loopback'],
      ['http://0x7f.1/', 'loopback'],
      ['http://0177.0.0.1/', 'loopback'],
      ['http://127.1/', 'loopback'],
      ['http://[::1]/', 'loopback'],
      ['http://[::ffff:127.0.0.1]/', 'loopback'],
      ['http://[::ffff:7f00:1]/', 'loopback'],
      ['http://[::7f00:1]/', 'loopback'],
      ['http://[::127.0.0.1]/', 'loopback'],
      ['http://[::a00:1]/', 'private'],
      ['http://[::c0a8:101]/', 'private'],
      ['http://[::a9fe:a9fe]/', 'linkLocal'],
      ['http://10.1.2.3/', 'private'],
      ['http://172.16.0.1/', 'private'],
      ['http://172.31.255.254/', 'private'],
      ['http://192.168.1.1/', 'private'],
      ['http://0xc0a80101/', 'private'],
      ['http://[::ffff:10.0.0.1]/', 'private'],
      ['http://169.254.169.254/', 'linkLocal'],
      ['http://[fe80::1]/', 'linkLocal'],
      ['http://[fc00::1]/', 'uniqueLocal'],
      ['http://0.0.0.0/', 'unspecified'],
      ['http://0/', 'unspecified'],
      ['http://[::]/', 'unspecified'],
      ['http://224.0.0.1/', 'multicast'],
      ['http://[ff02::1]/', 'multicast'],
      ['http://255.255.255.255/', 'broadcast'],
      ['http://100.64.0.1/', 'carrierGradeNat'],
    ];
    expect(cases.map(([url]) => [url, blockedRange(hostOf(url))])).toEqual(cases);
  });

  it('lets public unicast addresses through, and 172.32/11 is not 172.16/12', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '172.15.255.255', '2606:4700::1111', '::ffff:8.8.8.8', '::808:808']) expect(blockedRange(address), address).toBeUndefined();
  });
});

describe('resolveChecked and checkedLookup (stubbed DNS)', () => {
  const dns = stub({
    'intranet.test': ['10.0.0.7'],
    'metadata.test': ['169.254.169.254'],
    'mixed.test': ['93.184.216.34', '192.168.0.10'],
    'public.test': ['93.184.216.34', '2606:4700::1111'],
    'v6-mapped.test': ['::ffff:127.0.0.1'],
  });

  it('refuses a name whose DNS answer holds a refused address, one among others included', async () => {
    for (const [host, address, range] of [
      ['intranet.test', '10.0.0.7', 'private'],
      ['metadata.test', '169.254.169.254', 'linkLocal'],
      ['mixed.test', '192.168.0.10', 'private'],
      ['v6-mapped.test', '::ffff:127.0.0.1', 'loopback'],
    ] as const) {
      const err = await resolveChecked(host, dns, false).catch((e: unknown) => e);
      expect(err, host).toBeInstanceOf(BlockedAddressError);
      expect(err).toMatchObject({ code: 'blocked_address', host, address, range });
      expect((err as Error).message).toBe(`${host} (${address}) is a ${range} address, not fetched without --fetch-allow-private-addresses (blocked_address)`);
    }
  });

  it('gives the checked addresses, and every address with the opt-in', async () => {
    expect((await resolveChecked('public.test', dns, false)).map((a) => a.address)).toEqual(['93.184.216.34', '2606:4700::1111']);
    expect((await resolveChecked('intranet.test', dns, true)).map((a) => a.address)).toEqual(['10.0.0.7']);
    expect((await resolveChecked('mixed.test', dns, (a) => a === '192.168.0.10')).map((a) => a.address)).toEqual(['93.184.216.34', '192.168.0.10']);
  });

  it("as a connection's lookup: hands over the checked addresses in both of Node's shapes, or the refusal", async () => {
    const lookup = checkedLookup(dns, false);
    const call = (host: string, options: object): Promise<[unknown, unknown, unknown]> =>
      new Promise((resolve) => (lookup as unknown as (h: string, o: object, cb: (...a: unknown[]) => void) => void)(host, options, (...a) => resolve(a as [unknown, unknown, unknown])));
    expect((await call('public.test', { all: true })).slice(0, 2)).toEqual([
      null,
      [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:4700::1111', family: 6 },
      ] as LookupAddress[],
    ]);
    expect(await call('public.test', { family: 6 })).toEqual([null, '2606:4700::1111', 6]);
    const [err] = await call('metadata.test', { all: true });
    expect(err).toMatchObject({ code: 'blocked_address', address: '169.254.169.254' });
  });
});
