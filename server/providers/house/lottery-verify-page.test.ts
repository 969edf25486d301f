// @vitest-environment jsdom
/**
 * The e-lottery's verification page (its real HTML and scripts, a faked verification API)
 * recomputes a drawn draw in the browser from its revealed seed and the previous result, and each
 * bet's return at its recorded odds, and says whether they match, in the address's language; a
 * draw not yet drawn shows its committed hash only.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hashSeed } from './fair.ts'
import { betReturn, drawBalls, LOTTERY_GAMES } from './lottery-math.ts'

const publicDir = join(dirname(fileURLToPath(import.meta.url)), 'public')
const read = (name: string) => readFileSync(join(publicDir, name), 'utf8')
const SEED = 'c0ffee'.repeat(10)
const balls = drawBalls(LOTTERY_GAMES.ELOTT3D, SEED, 4242, '3,3,5')
const bets = [{ selection: 'sum:big', stake: 1_000, odds: 200 }, { selection: `sum:${balls[0]! + balls[1]! + balls[2]!}`, stake: 500, odds: 700 }]
  .map((b) => ({ ...b, win: betReturn('ELOTT3D', b.selection, b.stake, b.odds, balls) }))
const DRAWN = {
  draw: { drawId: 'ELOTT3D:4242', game: 'ELOTT3D', drawNo: 4242, closesAt: 0, drawAt: 0, status: 'drawn', serverSeedHash: hashSeed(SEED), serverSeed: SEED, previousDrawNo: 4241, previousResult: '3,3,5', result: balls },
  ticket: { ticketId: 'Rt1', stake: 1_500, win: bets.reduce((a, b) => a + b.win, 0), status: 'settled', bets },
}

afterEach(() => { vi.unstubAllGlobals() })

const openVerify = async (search: string, reply: unknown) => {
  window.history.replaceState(null, '', `/house/lottery/verify?${search}`)
  const html = read('lottery-verify.html')
  document.head.innerHTML = html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'))
  document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'))
  const fetch = vi.fn(async () => ({ json: async () => reply }))
  vi.stubGlobal('fetch', fetch)
  for (const file of ['slot-texts.js', 'lottery-texts.js', 'lottery-rules.js', 'verify-form.js', 'lottery-verify.js']) new Function(read(file))()
  await vi.waitFor(() => expect(document.getElementById('verdict')!.textContent).not.toBe(''))
  return fetch
}
const text = (id: string) => document.getElementById(id)!.textContent

describe('the e-lottery verification page', () => {
  it('recomputes the dice and every bet\'s return from the revealed seed, in Vietnamese', async () => {
    const fetch = await openVerify('round=Rt1&lang=vi', { success: true, value: DRAWN })
    expect(String(fetch.mock.calls[0]?.[0 as never])).toBe('/house/api/lottery/verify?round=Rt1')
    expect(text('verdict')).toBe('Khớp: kỳ này được tính từ seed của nó và kết quả kỳ trước.')
    expect(text('newBalls')).toBe(balls.join(' '))
    expect(text('vGame')).toBe('Tala Xúc xắc nhanh 3 viên')
    expect(document.getElementById('betTable')!.querySelectorAll('.ok')).toHaveLength(3)
  })

  it('says which part differs when the recorded result or a return was changed, in English', async () => {
    const other = balls.map((b) => (b % 6) + 1)
    await openVerify('round=ELOTT3D:4242&lang=en', { success: true, value: { draw: { ...DRAWN.draw, result: other }, ticket: null } })
    expect(text('verdict')).toBe('Does not match the recorded draw.')
    expect(text('okBalls')).toBe('✗ differs')
    expect(text('okHash')).toBe('✓ matches')
  })

  it('shows only the committed hash of a draw not drawn yet, in Thai', async () => {
    await openVerify('round=ELOTT3D:4243&lang=th', { success: true, value: { draw: { ...DRAWN.draw, status: 'open', serverSeed: null, previousResult: null, previousDrawNo: null, result: null }, ticket: null } })
    expect(text('verdict')).toBe('งวดนี้ยังไม่ออกผล: จะเปิดเผยซีดเมื่อออกผลแล้ว')
    expect(text('vCommitted')).toBe(hashSeed(SEED))
    expect(document.getElementById('drawTable')!.hidden).toBe(true)
  })
})
