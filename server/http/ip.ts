/**
 * IP addresses and CIDR blocks for region blocks, trusted proxies and the admin allow-list,
 * through ipaddr.js. IPv4-mapped IPv6 (::ffff:1.2.3.4, which dual-stack sockets report) is
 * the IPv4 address it carries.
 */
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

export type ParsedIp = ipaddr.IPv4 | ipaddr.IPv6

export interface Cidr {
  readonly network: ParsedIp
  readonly prefix: number
}

/**
 * Only the plain spellings (node's `isIP`: four decimal parts without leading zeros, standard
 * IPv6): ipaddr.js also reads '127.1', '0x7f.0.0.1' and octal '010.0.0.1', and region and admin
 * gates must not be walked around with such spellings. '::1.2.3.4' (deprecated IPv4-compatible,
 * which ipaddr.js reads as mapped) is refused too. A zone (%eth0) names an interface, not part
 * of the address: it is dropped.
 */
const plainAddress = (text: string): string | null => {
  const bare = text.replace(/%.*$/, '')
  return isIP(text) !== 0 && !/^::\d+\.[\d.]+$/.test(bare) && ipaddr.isValid(bare) ? bare : null
}

/** Parses an address; IPv4-mapped IPv6 is reported as the IPv4 address it carries. */
export const parseIp = (text: string): ParsedIp | null => {
  const plain = plainAddress(text.trim())
  return plain === null ? null : ipaddr.process(plain)
}

/** Parses "a.b.c.d/n", "x::/n" or a single address (a /32 or /128 block). */
export const parseCidr = (text: string): Cidr | null => {
  const [addr, prefixText, ...rest] = text.trim().split('/')
  if (rest.length > 0 || addr === undefined) return null
  const ip = parseIp(addr)
  if (!ip) return null
  // "::ffff:1.2.3.4/120" would mix families; refuse prefixes on mapped addresses.
  const v4 = ip instanceof ipaddr.IPv4
  if (prefixText !== undefined && v4 && addr.includes(':')) return null
  const max = v4 ? 32 : 128
  const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN
  if (!(prefix <= max)) return null
  const network = (v4 ? ipaddr.IPv4 : ipaddr.IPv6).networkAddressFromCIDR(`${ip.toString()}/${prefix}`)
  return { network, prefix }
}

export const cidrContains = (cidr: Cidr, ip: ParsedIp): boolean =>
  cidr.network.kind() === ip.kind() && ip.match(cidr.network, cidr.prefix)

/** Canonical text of a block, so "10.1.2.3/8" and "10.0.0.0/8" are the same entry. */
export const formatCidr = (cidr: Cidr): string => `${cidr.network.toString()}/${cidr.prefix}`

/** The plain form of an address (RFC 5952 for IPv6): IPv4-mapped IPv6 becomes dotted IPv4. */
export const normaliseIp = (text: string): string | null => parseIp(text)?.toString() ?? null
