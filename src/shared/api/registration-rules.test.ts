import { describe, expect, it } from 'vitest'
import { PatternSources, checkRule } from '@/shared/api'

const rule = (over: Partial<Parameters<typeof checkRule>[0]>) => ({ patternId: 'GENERIC' as const, acceptedPattern: '*', minLength: 0, maxLength: 255, ...over })

describe('checkRule (the form and the server both check with it)', () => {
  it('treats * as any value, bounds inclusive, counted in characters', () => {
    expect(checkRule(rule({ minLength: 2, maxLength: 3 }), '🙂🙂🙂')).toBeNull()
    expect(checkRule(rule({ minLength: 2, maxLength: 3 }), '🙂🙂🙂🙂')).toBe('length')
    expect(checkRule(rule({ minLength: 2, maxLength: 3 }), 'a')).toBe('length')
  })

  it('tests the pattern with the u flag', () => {
    expect(checkRule(rule({ patternId: 'DIGITS', acceptedPattern: PatternSources.DIGITS, minLength: 6, maxLength: 6 }), '123456')).toBeNull()
    expect(checkRule(rule({ patternId: 'DIGITS', acceptedPattern: PatternSources.DIGITS, minLength: 6, maxLength: 6 }), '12345a')).toBe('pattern')
    expect(checkRule(rule({ patternId: 'LETTERS_SPACE', acceptedPattern: PatternSources.LETTERS_SPACE }), 'José Rizal')).toBeNull()
  })

  it('checks a pattern that does not compile (or is empty) as the catalogue pattern of its id, the rule the player is shown', () => {
    for (const acceptedPattern of ['([', '']) {
      expect(checkRule(rule({ patternId: 'DIGITS', acceptedPattern }), '12345'), acceptedPattern).toBeNull()
      expect(checkRule(rule({ patternId: 'DIGITS', acceptedPattern }), '12a45'), acceptedPattern).toBe('pattern')
    }
  })
})
