import { describe, expect, it } from 'vitest'
import { SCREEN_COVERED } from '@machines/testing/screenCovered.ts'
import type { AnyScreenModel } from './model.ts'

const screens = import.meta.glob<Record<string, unknown>>('/src/**/*.screen.tsx', { eager: true })
const isScreen = (v: unknown): v is AnyScreenModel => !!v && typeof v === 'object' && 'see' in v && 'cause' in v && 'paths' in v

describe('screen models', () => {
  it('exist for every machine the self-replay leaves to them, and only those', () => {
    const ids = Object.values(screens).flatMap((m) => Object.values(m).filter(isScreen)).map((s) => s.paths.machine.id)
    expect([...new Set(ids)].sort()).toEqual([...SCREEN_COVERED].sort())
  })
})
