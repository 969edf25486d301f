/**
 * When the Vietnamese lottery draws: each province daily at its region's Vietnam time
 * (vn-lottery-math.ts), or, with test draws on (VN_LOTTERY_TEST_DRAW_MS, off unless set; an
 * end-to-end run sets it), every province every few seconds with sales closing a third of the
 * period before, so a test buys a ticket and sees its draw settle it within a minute.
 *
 * Process-wide: the draw and ticket code reads a game's schedule through rulesOf (no context),
 * and the lottery routes set it once when the app is built.
 */
import type { ScheduledGame } from './lottery-math.ts'
import { VN_CLOSE_BEFORE, type VnGame } from './vn-lottery-math.ts'

let testDraws: { readonly interval: number; readonly closeBefore: number } | null = null

/** Test draws every `periodMs` (0 turns them off): the period in schedule seconds of `secondMs` ms. */
export const setVnTestDraws = (periodMs: number, secondMs: number): void => {
  if (periodMs <= 0) { testDraws = null; return }
  const interval = Math.max(3, Math.round(periodMs / secondMs))
  testDraws = { interval, closeBefore: Math.max(1, Math.floor(interval / 3)) }
}

/** Whether the draws run on the test period. */
export const vnTestDrawsOn = (): boolean => testDraws !== null

/** A province's schedule in force. */
export const vnScheduleOf = (g: VnGame): ScheduledGame => testDraws ?? g

/** How long before a draw its sales close, in schedule seconds. */
export const vnCloseBefore = (): number => testDraws?.closeBefore ?? VN_CLOSE_BEFORE
