import { describe, expect, it } from 'vitest'
import { SCREEN_COVERED } from '@machines/testing/screenCovered.ts'
import type { AnyScreenModel } from './model.ts'

const screens = import.meta.glob<Record<string, unknown>>('/src/**/*.screen.tsx', { eager: true })
const isScreen = (v: unknown): v is AnyScreenModel => !!v && typeof v === 'object' && 'see' in v && 'cause' in v && 'paths' in v

describe('screen models', () => {
  it('exist for every machine the self-replay leaves to them, and only those', () => {
    // A screen that declares part of its machine unreachable (an event nothing sends) leaves the machine to its self-replay.
    const ids = Object.values(screens).flatMap((m) => Object.values(m).filter(isScreen)).filter((s) => Object.keys(s.unreachable ?? {}).length === 0).map((s) => s.paths.machine.id)
    expect([...new Set(ids)].sort()).toEqual([...SCREEN_COVERED].sort())
  })
})
