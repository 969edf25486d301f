/**
 * What the e-lottery's browser pages compute agrees with the server: lottery-rules.js draws the
 * same balls as lottery-math.ts from any seed (Web Crypto against node:crypto) and decides every
 * selection alike on every dice outcome and on random 5-digit results; its board offers exactly
 * the server's selections. The page's texts: every language has exactly EN's keys, and every key
 * the pages ask for is there.
 */
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { drawBalls, LOTTERY_GAMES, LOTTERY_GAME_IDS, selectionsOf, selectionWins, type LotteryGameId } from './lottery-math.ts'

const read = (name: string) => readFileSync(new URL(`./public/${name}`, import.meta.url), 'utf8')

interface Rules {
  balls(game: string, seed: string, drawNo: number, previous: string): Promise<number[]>
  wins(game: string, selection: string, balls: number[]): boolean
  groups(game: string): Array<{ key: string; selections: string[] }>
  label(t: (k: string) => string, game: string, selection: string): string
}
const page: { TALA_LOTTERY_RULES?: Rules } = {}
new Function('window', read('lottery-rules.js'))(page)
const rules = page.TALA_LOTTERY_RULES!

describe('the e-lottery\'s browser rules', () => {
  it('draw the balls the server draws', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...LOTTERY_GAME_IDS), fc.string({ minLength: 1, maxLength: 64 }), fc.nat(10_000_000), fc.string(), async (game, seed, drawNo, previous) => {
      expect(await rules.balls(game, seed, drawNo, previous)).toEqual(drawBalls(LOTTERY_GAMES[game], seed, drawNo, previous))
    }), { numRuns: 80 })
  })

  it('decide every selection as the server does, and the board offers exactly the server\'s selections', () => {
    const dice: number[][] = []
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) dice.push([a, b, c])
    const five = fc.sample(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 }), 400)
    const outcomes: Record<LotteryGameId, number[][]> = { ELOTT3D: dice, ELOTT5: five }
    for (const game of LOTTERY_GAME_IDS) {
      const selections = [...selectionsOf(game).keys()]
      expect(rules.groups(game).flatMap((g) => g.selections).sort()).toEqual([...selections].sort())
      for (const balls of outcomes[game]) for (const s of selections) expect(rules.wins(game, s, balls), `${game} ${s} ${balls.join()}`).toBe(selectionWins(game, s, balls))
    }
  })
})

describe('the e-lottery page and its ticket machine', () => {
  it('sends every event the machine handles', () => {
    const machine = readFileSync(new URL('../../../machines/lotterySlip.machine.ts', import.meta.url), 'utf8')
    const union = machine.slice(machine.indexOf('export type LotterySlipEvent'), machine.indexOf('const provided'))
    const events = [...union.matchAll(/type: '([A-Za-z.]+)'/g)].map((m) => m[1]!)
    expect(events.length).toBeGreaterThan(5)
    const page = read('lottery.js')
    for (const e of events) expect(page, e).toContain(`type: '${e}'`)
  })
})

describe('the e-lottery\'s texts', () => {
  const texts: { TALA_LOTTERY_TEXT?: Record<string, Record<string, string>>; TALA_HOUSE_LANG?: unknown } = { TALA_HOUSE_LANG: () => ({}) }
  new Function('window', read('lottery-texts.js'))(texts)
  const all = texts.TALA_LOTTERY_TEXT!
  const keys = Object.keys(all.en!).sort()
  const shared = read('slot-texts.js')
  const known = (k: string) => keys.includes(k) || new RegExp(`\\b${k}:`).test(shared)

  it('exist in exactly the platform languages, each with EN\'s keys and the same figures to fill in', () => {
    expect(Object.keys(all).sort()).toEqual(['cn', 'en', 'th', 'ty', 'vi'])
    for (const lang of Object.keys(all)) {
      expect(Object.keys(all[lang]!).sort()).toEqual(keys)
      for (const k of keys) {
        expect(all[lang]![k]!.trim().length, `${lang}.${k}`).toBeGreaterThan(0)
        const figures = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
        expect(figures(all[lang]![k]!), `${lang}.${k}`).toEqual(figures(all.en![k]!))
      }
    }
  })

  it('have every key the pages ask for', () => {
    for (const file of ['lottery.js', 'lottery-verify.js', 'lottery-rules.js', 'lottery.html', 'lottery-verify.html']) {
      const asked = [...read(file).matchAll(/\bt\('([A-Za-z_0-9]+)'\)|data-t="([A-Za-z_0-9]+)"/g)].map((m) => (m[1] ?? m[2])!)
      for (const k of asked) expect(known(k), `${file}: ${k}`).toBe(true)
    }
    // The keys the pages build: per game, per ticket status, per group and selection.
    const built = [
      ...LOTTERY_GAME_IDS.flatMap((g) => [`title_${g}`, `rules_${g}`]),
      ...['pending', 'placed', 'won', 'lost', 'cancelled'].map((s) => `status_${s}`),
      ...LOTTERY_GAME_IDS.flatMap((g) => rules.groups(g).map((x) => x.key)),
      'big', 'small', 'odd', 'even', 'anyTriple', 'triple',
    ]
    for (const k of built) expect(known(k), k).toBe(true)
    for (const game of LOTTERY_GAME_IDS) for (const s of selectionsOf(game).keys()) expect(rules.label((k) => (known(k) ? 'x' : `MISSING ${k}`), game, s)).not.toMatch(/MISSING/)
  })
})
