/**
 * Which OpenID Connect issuers the server may talk to. An issuer is configuration, but the
 * server fetches it on an anonymous request, so a bad one turns Tala into a proxy into its own
 * network (cloud metadata at 169.254.169.254, an admin port on 127.0.0.1). The rule: https, and
 * every address the host resolves to is public. Loopback and private addresses (and plain http
 * to them) only when the operator allows private issuers explicitly (a provider inside the
 * operator's network, development, tests). Checked when the operator sets the issuer and again
 * on every request to the provider, so a DNS answer that changes later is caught too.
 */
import { BlockList, isIP } from 'node:net'
import { lookup } from 'node:dns/promises'
import type { CustomFetch } from 'openid-client'

export class IssuerRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'IssuerRefused'
  }
}

/** Loopback, private, link-local, shared, documentation, multicast and reserved ranges. */
const notPublic = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) notPublic.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8],
] as const) notPublic.addSubnet(net, prefix, 'ipv6')

/**
 * True when `address` (an IP literal) is one the public internet cannot route to. BlockList
 * checks an IPv4-mapped IPv6 address (::ffff:a00:1) against the IPv4 ranges.
 */
export const isPrivateAddress = (address: string): boolean => {
  const family = isIP(address)
  if (family === 0) return true
  return notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

export type Resolve = (host: string) => Promise<ReadonlyArray<string>>

const resolveAll: Resolve = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address)

export interface IssuerPolicy {
  /** The operator allows loopback and private issuers (and plain http to them). */
  readonly allowPrivate: boolean
  /** Name resolution (tests replace it). */
  readonly resolve?: Resolve
}

/**
 * Throws IssuerRefused, with a message for the operator, unless `url` may be fetched: https
 * (or http to a private host the operator allowed), and every resolved address public
 * (or private ones allowed).
 */
export const assertIssuerAllowed = async (url: URL, policy: IssuerPolicy): Promise<void> => {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new IssuerRefused(`the issuer must be an https URL (got ${url.protocol}).`)
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  let addresses: ReadonlyArray<string>
  try {
    addresses = isIP(host) ? [host] : await (policy.resolve ?? resolveAll)(host)
  } catch {
    throw new IssuerRefused(`the issuer host "${host}" cannot be resolved.`)
  }
  if (addresses.length === 0) throw new IssuerRefused(`the issuer host "${host}" cannot be resolved.`)
  const privateOnes = addresses.filter(isPrivateAddress)
  if (privateOnes.length > 0 && !policy.allowPrivate) {
    throw new IssuerRefused(
      `the issuer host "${host}" resolves to a loopback, link-local or private address (${privateOnes.join(', ')}); ` +
      'set SOCIAL_ALLOW_PRIVATE_ISSUERS=1 only if the provider really runs inside your network.',
    )
  }
  if (url.protocol === 'http:' && privateOnes.length !== addresses.length) {
    throw new IssuerRefused('the issuer must be an https URL (plain http only to a private host, with private issuers allowed).')
  }
}

/** `base` (or the global fetch) behind the policy: every request to the provider is checked first. */
export const guardedFetch = (policy: IssuerPolicy, base?: CustomFetch): CustomFetch => async (url, options) => {
  await assertIssuerAllowed(new URL(url), policy)
  return base ? base(url, options) : fetch(url, options as RequestInit)
}
