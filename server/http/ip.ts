/**
 * IP address and CIDR helpers, written out so region blocks and trusted proxies do not
 * depend on how a library happens to normalise addresses. IPv4 and IPv6 (including
 * IPv4-mapped IPv6 such as ::ffff:1.2.3.4, which dual-stack sockets report) are handled.
 */
import { isIP } from 'node:net'

export interface ParsedIp {
  readonly family: 4 | 6
  /** The address as an integer: 32 bits for IPv4, 128 bits for IPv6. */
  readonly value: bigint
}

export interface Cidr {
  readonly family: 4 | 6
  readonly network: bigint
  readonly prefix: number
}

const parseV4 = (text: string): bigint | null => {
  const parts = text.split('.')
  if (parts.length !== 4) return null
  let value = 0n
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null
    const n = Number(part)
    if (n > 255) return null
    value = (value << 8n) | BigInt(n)
  }
  return value
}

const parseV6 = (text: string): bigint | null => {
  if (isIP(text) !== 6) return null
  let head = text
  let tailV4: bigint | null = null
  // A dotted IPv4 tail fills the last 32 bits (::ffff:1.2.3.4).
  const lastColon = head.lastIndexOf(':')
  if (head.slice(lastColon + 1).includes('.')) {
    tailV4 = parseV4(head.slice(lastColon + 1))
    if (tailV4 === null) return null
    head = head.slice(0, lastColon + 1) + '0:0'
  }
  const [left, right] = head.includes('::') ? head.split('::') : [head, undefined]
  const leftGroups = left ? left.split(':') : []
  const rightGroups = right ? right.split(':') : []
  const missing = 8 - leftGroups.length - rightGroups.length
  const groups = right === undefined ? leftGroups : [...leftGroups, ...Array(missing).fill('0'), ...rightGroups]
  if (groups.length !== 8) return null
  let value = 0n
  for (const g of groups) value = (value << 16n) | BigInt(parseInt(g || '0', 16))
  if (tailV4 !== null) value = (value & ~0xffffffffn) | tailV4
  return value
}

/** Parses an address; IPv4-mapped IPv6 is reported as the IPv4 address it carries. */
export const parseIp = (text: string): ParsedIp | null => {
  const trimmed = text.trim()
  const v4 = parseV4(trimmed)
  if (v4 !== null) return { family: 4, value: v4 }
  const v6 = parseV6(trimmed)
  if (v6 === null) return null
  if (v6 >> 32n === 0xffffn) return { family: 4, value: v6 & 0xffffffffn }
  return { family: 6, value: v6 }
}

const bitsOf = (family: 4 | 6) => (family === 4 ? 32 : 128)

const maskOf = (family: 4 | 6, prefix: number): bigint => {
  const bits = BigInt(bitsOf(family))
  const all = (1n << bits) - 1n
  return prefix === 0 ? 0n : (all >> (bits - BigInt(prefix))) << (bits - BigInt(prefix))
}

/** Parses "a.b.c.d/n", "x::/n" or a single address (a /32 or /128 block). */
export const parseCidr = (text: string): Cidr | null => {
  const [addr, prefixText, ...rest] = text.trim().split('/')
  if (rest.length > 0 || addr === undefined) return null
  const ip = parseIp(addr)
  if (!ip) return null
  // "::ffff:1.2.3.4/120" would mix families; refuse prefixes on mapped addresses.
  if (prefixText !== undefined && ip.family === 4 && addr.includes(':')) return null
  const max = bitsOf(ip.family)
  let prefix = max
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText)) return null
    prefix = Number(prefixText)
    if (prefix > max) return null
  }
  return { family: ip.family, network: ip.value & maskOf(ip.family, prefix), prefix }
}

export const cidrContains = (cidr: Cidr, ip: ParsedIp): boolean =>
  cidr.family === ip.family && (ip.value & maskOf(cidr.family, cidr.prefix)) === cidr.network

const formatV4 = (value: bigint) =>
  [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.')

const formatV6 = (value: bigint): string => {
  const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(112 - 16 * i)) & 0xffffn))
  // Compress the longest run of two or more zero groups, as RFC 5952 asks.
  let bestStart = -1
  let bestLen = 0
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) { i++; continue }
    let j = i
    while (j < 8 && groups[j] === 0) j++
    if (j - i > bestLen && j - i >= 2) { bestStart = i; bestLen = j - i }
    i = j
  }
  const hex = groups.map((g) => g.toString(16))
  if (bestStart < 0) return hex.join(':')
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLen).join(':')}`
}

export const formatIp = (ip: ParsedIp): string => (ip.family === 4 ? formatV4(ip.value) : formatV6(ip.value))

/** Canonical text of a block, so "10.1.2.3/8" and "10.0.0.0/8" are the same entry. */
export const formatCidr = (cidr: Cidr): string =>
  `${formatIp({ family: cidr.family, value: cidr.network })}/${cidr.prefix}`

/** The plain form of an address: IPv4-mapped IPv6 becomes dotted IPv4. */
export const normaliseIp = (text: string): string | null => {
  const ip = parseIp(text)
  return ip ? formatIp(ip) : null
}
