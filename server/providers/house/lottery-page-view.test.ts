// @vitest-environment jsdom
/**
 * The e-lottery page (its real HTML and scripts, a faked provider API) in the launch URL's
 * language: the board shows every selection with the server's odds (and the rules every odds
 * figure), a chip stacked on a tapped selection makes the ticket, buying it sends the session in
 * the body only with the draw on sale, a refusal is said in the page's language, the last results
 * and the member's tickets show with their verify links.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ownPageTimers, releasePageTimers } from '../../testing/page-timers.ts'
// The page's flow, as flows.js (the build of house-client/) gives it to the page.
import '../../../house-client/flows.ts'
import { LOTTERY_LIMITS, selectionsOf } from './lottery-math.ts'

const publicDir = join(dirname(fileURLToPath(import.meta.url)), 'public')
const read = (name: string) => readFileSync(join(publicDir, name), 'utf8')
const TOKEN = 't'.repeat(40)
const NOW = 6_000_000

const draw = (no: number, extra: object = {}) => ({
  drawId: `ELOTT5:${no}`, game: 'ELOTT5', drawNo: no, closesAt: no * 60_000 - 10_000, drawAt: no * 60_000, status: 'open', serverSeedHash: 'a'.repeat(64),
  serverSeed: null, previousDrawNo: null, previousResult: null, result: null, ...extra,
})
const STATE = {
  game: { id: 'g1', name: 'Quick 5D Express', vassalage: 'TCG_ELOTT', lottery: 'ELOTT5', interval: 60, closeBefore: 10 },
  language: 'vi', account: 'juan', balance: 100_000, secondMs: 1000, limits: LOTTERY_LIMITS, odds: Object.fromEntries(selectionsOf('ELOTT5')),
  serverNow: NOW, current: draw(101), next: draw(102),
  results: [draw(100, { status: 'drawn', serverSeed: 'b'.repeat(64), previousDrawNo: 99, previousResult: '1,2,3,4,5', result: [0, 7, 3, 9, 1] })],
  tickets: [{ ticketId: 'T9', drawId: 'ELOTT5:100', stake: 1_000, win: 9_500, status: 'settled', time: NOW - 30_000, drawStatus: 'drawn', result: [0, 7, 3, 9, 1], bets: [{ selection: 'p1:7', stake: 1_000, odds: 950, win: 9_500 }] }],
}

afterEach(() => { releasePageTimers(); vi.unstubAllGlobals() })

const openPage = async (lang: string, answers: Array<unknown>, first: unknown = { success: true, value: STATE }) => {
  // The page's poll and countdown run on timers this test owns and advances.
  ownPageTimers({ advanceWithRealTime: false })
  window.history.replaceState(null, '', `/house/lottery/?s=${TOKEN}&lang=${lang}`)
  const html = read('lottery.html').replaceAll('__GAME__', 'ELOTT5')
  document.head.innerHTML = html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'))
  document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'))
  const bets: Array<{ s: string; game: string; draw: string; bets: Array<{ selection: string; stake: number }> }> = []
  let balance = STATE.balance
  const fetch = vi.fn(async (path: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body))
    if (path === '/house/api/lottery/bet') {
      bets.push(body)
      const answer = answers[bets.length - 1] as { success: boolean; value?: { balance: number } }
      if (answer.success) balance = answer.value!.balance
      return { json: async () => answer }
    }
    const reply = first as { success: boolean; value?: typeof STATE }
    return { json: async () => (reply.success ? { success: true, value: { ...reply.value!, balance } } : reply) }
  })
  vi.stubGlobal('fetch', fetch)
  for (const file of ['slot-texts.js', 'lottery-texts.js', 'house-page.js', 'lottery-rules.js', 'lottery.js']) new Function(read(file))()
  return { bets, fetch }
}
const $ = (id: string) => document.getElementById(id)!
const pick = (selection: string) => document.querySelector<HTMLButtonElement>(`[data-testid="lottery-pick"][data-selection="${selection}"]`)!
const chip = (text: string) => [...document.querySelectorAll<HTMLButtonElement>('[data-testid="lottery-chip"]')].find((b) => b.textContent === text)!

describe('the e-lottery page', () => {
  it('shows the draw, the board with the server\'s odds, buys a ticket of stacked chips, and says a refusal in Vietnamese', async () => {
    const { bets, fetch } = await openPage('vi', [
      { success: true, value: { ticketId: 'T10', drawId: 'ELOTT5:101', stake: 2_000, bets: [], balance: 98_000 } },
      { success: false, code: 'BETS_CLOSED', message: 'Sales of this draw are closed.' },
    ])
    await vi.waitFor(() => expect($('title').textContent).toBe('Quick 5D Express'))
    expect(window.location.search).toBe('?lang=vi')
    expect(document.documentElement.lang).toBe('vi')
    expect($('ticketTitle').textContent).toBe('Vé của bạn')
    expect($('drawNo').textContent).toBe('101')
    expect($('drawHash').textContent).toBe('a'.repeat(64))
    // The draw before it is in the results: nothing pending.
    expect($('pending').hidden).toBe(true)
    expect($('closesIn').textContent).toBe('0:50')
    expect($('balance').textContent).toBe('1,000.00')
    // Every selection on the board and in the rules, each with the server's odds.
    expect(document.querySelectorAll('[data-testid="lottery-pick"]')).toHaveLength(selectionsOf('ELOTT5').size)
    expect(pick('p0:7').textContent).toBe('79.50')
    expect(pick('sum:big').getAttribute('aria-label')).toBe('Tổng · Tài, Tỷ lệ 1.95')
    expect($('oddsTable').querySelectorAll('tr')).toHaveLength(selectionsOf('ELOTT5').size + 1)
    expect($('rulesLimits').textContent).toContain('1.00')
    // The last result and the member's won ticket, each with its verify link.
    expect(document.querySelector('[data-testid="lottery-result"]')!.textContent).toContain('07391')
    const mine = document.querySelector('[data-testid="lottery-my-ticket"]')!
    expect(mine.getAttribute('data-status')).toBe('won')
    expect(mine.textContent).toContain('Thắng')
    expect(mine.querySelector('a')!.getAttribute('href')).toBe('/house/lottery/verify?round=T9&lang=vi')

    chip('10.00').click()
    pick('p0:7').click()
    pick('p0:7').click()
    expect(pick('p0:7').getAttribute('aria-pressed')).toBe('true')
    expect($('ticketBets').textContent).toContain('Bóng 1 · 7 @ 9.50 · 20.00')
    expect($('total').textContent).toBe('Tổng tiền cược 20.00')
    $('place').click()
    await vi.waitFor(() => expect($('message').textContent).toBe('Đã mua vé: 20.00'))
    expect(bets[0]).toEqual({ s: TOKEN, game: 'ELOTT5', draw: 'ELOTT5:101', bets: [{ selection: 'p0:7', stake: 2_000 }] })
    expect($('balance').textContent).toBe('980.00')
    expect($('ticketEmpty').hidden).toBe(false)

    pick('sum:big').click()
    $('place').click()
    await vi.waitFor(() => expect($('message').textContent).toBe('Kỳ này đã đóng bán. Vé của bạn chờ kỳ tiếp theo.'))
    // The ticket waits for the next draw: kept, and not bought again until it opens.
    expect($('ticketBets').textContent).toContain('Tổng · Tài')
    expect(($('place') as HTMLButtonElement).disabled).toBe(true)
    expect(fetch.mock.calls.every(([path]) => !String(path).includes(TOKEN))).toBe(true)
  })

  it('says the session has ended in the page\'s language, never the server\'s English', async () => {
    await openPage('th', [], { success: false, code: 'UNAUTHORIZED', message: 'The game session has ended. Please launch the game again.' })
    await vi.waitFor(() => expect($('message').textContent).toBe('เซสชันเกมสิ้นสุดแล้ว โปรดเปิดเกมอีกครั้งจากล็อบบี้'))
    expect($('retry').hidden).toBe(false)
    expect(document.title).toBe('Tala หวย 5D')
  })
})
