import { describe, expect, it } from 'vitest'
import { prizeModeOf, vnPrizeModes } from './prizeMode.ts'

describe('the Vietnamese lottery’s prize modes', () => {
  it('are the brand’s modes but Elott (and any the lottery does not play), in the brand’s order; Lott when none is left', () => {
    expect(vnPrizeModes(['Lott', 'ZY', 'Elott', 'SEA'])).toEqual(['Lott', 'ZY', 'SEA'])
    expect(vnPrizeModes(['SEA', 'Lott', 'SEA', 'XY'])).toEqual(['SEA', 'Lott'])
    expect(vnPrizeModes(['Elott'])).toEqual(['Lott'])
  })

  it('take the address’s mode when the brand offers it, else the brand’s first', () => {
    const offered = vnPrizeModes(['SEA', 'ZY'])
    expect(prizeModeOf('?mode=ZY', offered)).toBe('ZY')
    expect(prizeModeOf('?page=1&mode=Lott', offered)).toBe('SEA')
    expect(prizeModeOf('?mode=Elott', offered)).toBe('SEA')
    expect(prizeModeOf('', offered)).toBe('SEA')
  })
})
