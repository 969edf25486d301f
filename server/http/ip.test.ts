import { describe, expect, it } from 'vitest'
import { cidrContains, formatCidr, normaliseIp, parseCidr, parseIp } from './ip.ts'

describe('IP parsing', () => {
  it('reads IPv4, IPv6 and IPv4-mapped IPv6', () => {
    expect(normaliseIp('112.198.0.1')).toBe('112.198.0.1')
    expect(normaliseIp('::ffff:112.198.0.1')).toBe('112.198.0.1')
    expect(normaliseIp('2001:0DB8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1')
    expect(normaliseIp('::1')).toBe('::1')
    expect(normaliseIp('fe80::1:0:0:1')).toBe('fe80::1:0:0:1')
  })

  it('refuses what is not an address', () => {
    for (const bad of ['', '1.2.3', '256.1.1.1', '1.2.3.4.5', 'example.com', '01.2.3.4x', ':::1', '1::2::3']) {
      expect(parseIp(bad), bad).toBeNull()
    }
  })

  it('refuses the odd spellings other parsers read as another address', () => {
    // Short, hexadecimal, octal and leading-zero forms of 127.0.0.1 / 10.0.0.1, and the deprecated IPv4-compatible form.
    for (const odd of ['127.1', '0x7f.0.0.1', '0177.0.0.1', '2130706433', '010.0.0.1', '01.2.3.4', '::ffff:0x7f.0.0.1', '::ffff:127.1', '::1.2.3.4']) {
      expect(parseIp(odd), odd).toBeNull()
      expect(parseCidr(odd), odd).toBeNull()
    }
  })

  it('drops an IPv6 zone, which names an interface', () => {
    expect(normaliseIp('fe80::1%eth0')).toBe('fe80::1')
    expect(normaliseIp('fe80::1%eth-0')).toBe('fe80::1')
  })
})

describe('CIDR blocks', () => {
  it('normalises the network part and matches members only', () => {
    const block = parseCidr('203.0.113.77/24')!
    expect(formatCidr(block)).toBe('203.0.113.0/24')
    expect(cidrContains(block, parseIp('203.0.113.1')!)).toBe(true)
    expect(cidrContains(block, parseIp('203.0.114.1')!)).toBe(false)
    expect(cidrContains(block, parseIp('::ffff:203.0.113.9')!)).toBe(true)
  })

  it('handles IPv6 blocks and single addresses', () => {
    const block = parseCidr('2001:db8::/32')!
    expect(cidrContains(block, parseIp('2001:db8:ffff::1')!)).toBe(true)
    expect(cidrContains(block, parseIp('2001:db9::1')!)).toBe(false)
    expect(cidrContains(block, parseIp('32.1.13.184')!)).toBe(false) // never across families
    expect(formatCidr(parseCidr('10.0.0.1')!)).toBe('10.0.0.1/32')
    expect(formatCidr(parseCidr('::1')!)).toBe('::1/128')
    expect(formatCidr(parseCidr('0.0.0.0/0')!)).toBe('0.0.0.0/0')
  })

  it('refuses bad prefixes', () => {
    for (const bad of ['10.0.0.0/33', '10.0.0.0/-1', '10.0.0.0/', '::/129', '10.0.0.0/8/8', 'ph', '1.2.3.4/ 8', '::ffff:1.2.3.4/120']) expect(parseCidr(bad), bad).toBeNull()
  })
})
