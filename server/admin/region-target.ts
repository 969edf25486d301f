/** Reads an operator's region target: a country code, an IP address or a CIDR block. */
import { formatCidr, parseCidr } from '../http/ip.ts'

export type RegionTarget = { readonly kind: 'country'; readonly value: string } | { readonly kind: 'cidr'; readonly value: string }

/** Canonical form (upper-case country, normalised CIDR; a single IP becomes /32 or /128), or null. */
export const parseRegionTarget = (text: string): RegionTarget | null => {
  const trimmed = text.trim()
  if (/^[A-Za-z]{2}$/.test(trimmed)) return { kind: 'country', value: trimmed.toUpperCase() }
  const cidr = parseCidr(trimmed)
  return cidr ? { kind: 'cidr', value: formatCidr(cidr) } : null
}
