import { describe, it, expect } from 'vitest'
import { gameVendorFixture, laneFixture, vendorCard } from '@/shared/testing'
import { arrangeCategories, partnerVendors, vendorPath, vendorLogoPath } from '../index.ts'

describe('arrangeCategories (spec §9)', () => {
  const categories = arrangeCategories(gameVendorFixture().data.lanes)
  const types = categories.map((c) => c.gameType)

  it('moves DS88 out of SPORTS into a COCKFIGHT category right after SPORTS', () => {
    expect(types.indexOf('COCKFIGHT')).toBe(types.indexOf('SPORTS') + 1)
    expect(categories.find((c) => c.gameType === 'SPORTS')!.vendors.map((v) => v.vassalage)).toEqual(['SBO'])
    expect(categories.find((c) => c.gameType === 'COCKFIGHT')!.vendors.map((v) => v.vassalage)).toEqual(['DS88'])
  })

  it('appends an empty BINGO category', () => {
    expect(types[types.length - 1]).toBe('BINGO')
    expect(categories.find((c) => c.gameType === 'BINGO')!.vendors).toEqual([])
  })

  it('keeps a BINGO lane the list already has, and drops a SPORTS lane left empty', () => {
    const arranged = arrangeCategories([
      laneFixture('SPORTS', [vendorCard('DS88', 'SPORTS')]),
      laneFixture('BINGO', [vendorCard('BG', 'BINGO')]),
    ])
    expect(arranged.map((c) => [c.gameType, c.vendors.length])).toEqual([
      ['COCKFIGHT', 1],
      ['BINGO', 1],
    ])
  })

  it('shows only categories present in the list', () => {
    expect(arrangeCategories([laneFixture('RNG', [vendorCard('PG', 'RNG')])]).map((c) => c.gameType)).toEqual(['RNG', 'BINGO'])
  })
})

describe('vendor paths', () => {
  it('go to /<game type page>?page=<code>, the VN lottery to /vnlottery, launch types nowhere', () => {
    expect(vendorPath('RNG', 'PG')).toBe('/rng?page=PG')
    expect(vendorPath('LIVE', 'EVO')).toBe('/live?page=EVO')
    expect(vendorPath('LOTT', 'TCG_LOTTO_VN')).toBe('/vnlottery')
    expect(vendorPath('LOTT', 'GPI')).toBe('/lottery?page=GPI')
    expect(vendorPath('SPORTS', 'SBO')).toBeNull()
    expect(vendorPath('ELOTT', 'TCG_ELOTT')).toBeNull()
  })

  it('name logos by game type and code', () => {
    expect(vendorLogoPath('RNG', 'PG')).toBe('vendor/rng/PG.webp')
  })
})

describe('partnerVendors', () => {
  it('keeps one vendor per group and skips groups starting with TCG', () => {
    const partners = partnerVendors([
      laneFixture('RNG', [vendorCard('PG', 'RNG', 'PG'), vendorCard('PG2', 'RNG', 'PG'), vendorCard('TCG_SEA', 'RNG', 'TCG')]),
      laneFixture('LOTT', [vendorCard('TCG_LOTTO_VN', 'LOTT', 'TCG_LOTTO'), vendorCard('GPI', 'LOTT', 'GPI')]),
    ])
    expect(partners.map((p) => p.group)).toEqual(['PG', 'GPI'])
  })
})
