// @vitest-environment jsdom
/**
 * The Vietnamese lottery page (its real HTML and scripts, a faked provider API): every platform
 * language has exactly EN's texts; the page shows the draws on sale with their countdown, the
 * odds from the server on the bet types and in the rules, the results board in the region's
 * prize order; tapped numbers become bets on the ticket, the ticket is sent with the session in
 * the body only (machines/vnTicket.machine.ts), a refusal is shown in the page's language and
 * the ticket keeps its bets, and a ticket full at the operator's limit takes no more.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ownPageTimers, releasePageTimers } from '../../testing/page-timers.ts'
// The page's ticket flow, as flows.js (the build of house-client/) gives it to the page.
import '../../../house-client/flows.ts'
import { drawVnPrizes, vnGameOf, vnResultText } from './vn-lottery-math.ts'

const publicDir = join(dirname(fileURLToPath(import.meta.url)), 'public')
const read = (name: string) => readFileSync(join(publicDir, name), 'utf8')
const LANGUAGES = ['ty', 'en', 'cn', 'th', 'vi'] as const
const TOKEN = 't'.repeat(40)
type Texts = Record<string, Record<string, string>>

const NOW = 1_800_000_000_000
const STATE = {
  game: { id: 'g1', name: 'Mien Nam Daily', vassalage: 'TCG_LOTTO_VN' }, language: 'vi', account: 'juan', balance: 100_000, secondMs: 1000, serverNow: NOW,
  region: 'south', regions: ['south'], prizeMode: 'Lott', betTypes: ['lo', 'de', '3c', 'x2', 'x3', 'x4'], odds: { lo: 527, de: 9500, '3c': 95000, x2: 3638, x3: 24275, x4: 171101 },
  prizeCount: 18, prizes: [], limits: { minStake: 100, maxStake: 50_000, maxBets: 20, maxPayoutPerSelection: 100_000_000 }, closeBefore: 900,
  draws: [{ drawId: 'VNHCM:20834', gameCode: 'VNHCM', region: 'south', province: 'TP.HCM', drawNo: 20834, closesAt: NOW + 3_661_000, drawAt: NOW + 4_561_000, status: 'open', serverSeedHash: 'a'.repeat(64) }],
  results: [{ drawId: 'VNDT:20833', gameCode: 'VNDT', region: 'south', province: 'Đồng Tháp', drawNo: 20833, drawAt: NOW - 80_000_000, special: '123456',
    prizes: [{ prize: 'G8', numbers: ['12'] }, { prize: 'G7', numbers: ['345'] }, { prize: 'DB', numbers: ['123456'] }] }],
  tickets: [],
}

afterEach(() => { releasePageTimers(); vi.unstubAllGlobals() })

const loadTexts = (): Texts => {
  new Function(read('slot-texts.js'))()
  new Function(read('vnlottery-texts.js'))()
  return (window as unknown as { TALA_VNLOTTERY_TEXT: Texts }).TALA_VNLOTTERY_TEXT
}

const openPage = async (answers: unknown[]) => {
  ownPageTimers({ advanceWithRealTime: true })
  window.history.replaceState(null, '', `/house/vnlottery/?s=${TOKEN}&lang=vi`)
  const html = read('vnlottery.html')
  document.head.innerHTML = html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'))
  document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'))
  const bets: Array<Record<string, unknown>> = []
  let balance = STATE.balance
  const fetch = vi.fn(async (path: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body))
    if (path === '/house/api/vnlottery/bet') {
      bets.push(body)
      const answer = answers[bets.length - 1] as { success: boolean; value?: { balance: number } }
      if (answer.success) balance = answer.value!.balance
      return { json: async () => answer }
    }
    return { json: async () => ({ success: true, value: { ...STATE, balance } }) }
  })
  vi.stubGlobal('fetch', fetch)
  vi.spyOn(Date, 'now').mockReturnValue(NOW)
  loadTexts()
  for (const file of ['house-page.js', 'vnlottery.js']) new Function(read(file))()
  await vi.waitFor(() => expect(document.getElementById('title')!.textContent).toBe('Mien Nam Daily'))
  return { bets, fetch }
}
const $ = (id: string) => document.getElementById(id)!
const num = (n: string) => document.querySelector<HTMLButtonElement>(`[data-num="${n}"]`)!

describe('the Vietnamese lottery page', () => {
  const texts = loadTexts()
  const enKeys = Object.keys(texts.en ?? {}).sort()
  it('has texts for exactly the platform languages, each with exactly EN\'s keys', () => {
    expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort())
    for (const lang of LANGUAGES) {
      expect(Object.keys(texts[lang] ?? {}).sort(), lang).toEqual(enKeys)
      for (const k of enKeys) expect(texts[lang]![k], `${lang}.${k}`).toMatch(/\S/)
    }
  })

  it('shows the draws, odds and results, and sends the tapped numbers as a ticket with the session in the body only', async () => {
    const { bets } = await openPage([
      { success: false, code: 'BETS_CLOSED', message: 'Sales of this draw are closed.' },
      { success: true, value: { ticketId: 'T1', drawId: 'VNHCM:20834', stake: 2_000, bets: [], balance: 98_000 } },
    ])
    expect(window.location.search).toBe('?lang=vi')
    expect(document.documentElement.lang).toBe('vi')
    expect($('draws').textContent).toContain('TP.HCM')
    expect($('draws').textContent).toContain('Đóng bán sau 01:01:01')
    expect($('types').textContent).toContain('Lô 2 số×5.27')
    expect($('oddsTable').textContent).toContain('×1711.01')
    // The rules name the prize mode the game was opened in (no mode in the URL: Lott) and its return.
    expect($('modeText').textContent).toBe('Chế độ thưởng: Lott, bảng tiêu chuẩn: mỗi kiểu cược trả lại khoảng 95% tiền cược (lợi thế nhà cái khoảng 5%, tính chính xác từ số giải).')
    expect([...$('board').querySelectorAll('th')].map((th) => th.textContent)).toEqual(['G8', 'G7', 'ĐB'])
    expect($('verifyDraw').getAttribute('href')).toBe('/house/vnlottery/verify?round=VNDT%3A20833&lang=vi')
    expect($('grid').children).toHaveLength(100)
    num('07').click()
    num('42').click()
    ;($('stake') as HTMLInputElement).value = '10'
    $('add').click()
    expect($('ticketBets').children).toHaveLength(2)
    expect($('total').textContent).toBe('20.00')
    // A xiên 2 with one number is refused on the page.
    ;(document.querySelector('[data-type="x2"]') as HTMLButtonElement).click()
    num('11').click()
    $('add').click()
    expect($('message').textContent).toBe('Chọn đúng số lượng số khác nhau: 2')
    $('place').click()
    await vi.waitFor(() => expect($('message').textContent).toBe('Kỳ này đã đóng bán. Hãy chọn kỳ khác.'))
    expect(bets[0]).toEqual({ s: TOKEN, prizeMode: 'Lott', draw: 'VNHCM:20834', bets: [{ type: 'lo', numbers: ['07'], stake: 1_000 }, { type: 'lo', numbers: ['42'], stake: 1_000 }] })
    $('place').click()
    await vi.waitFor(() => expect($('message').textContent).toBe('Đã đặt vé: 20.00'))
    expect($('balance').textContent).toBe('980.00')
    expect($('ticketBets').children).toHaveLength(0)
  })

  it('takes no more bets than the operator\'s limit: the picks stay and the page says why', async () => {
    await openPage([])
    ;($('stake') as HTMLInputElement).value = '1'
    for (let n = 0; n < 20; n++) num(String(n).padStart(2, '0')).click()
    $('add').click()
    expect($('ticketBets').children).toHaveLength(20)
    num('55').click()
    $('add').click()
    expect($('ticketBets').children).toHaveLength(20)
    expect($('message').textContent).toMatch(/20$/)
    expect(num('55').getAttribute('aria-pressed')).toBe('true')
    $('clear').click()
    expect($('ticketBets').children).toHaveLength(0)
  })

  it('verifies a drawn ticket in the browser: the seed\'s hash, every prize and each bet\'s return recomputed', async () => {
    const seed = 'b'.repeat(64)
    const prizes = drawVnPrizes(vnGameOf('VNHCM')!, seed, 20834, 'genesis')
    const hit = prizes[0]!.numbers[0]!.slice(-2)
    const lo = prizes.flatMap((p) => p.numbers).filter((n) => n.endsWith(hit)).length * Math.floor((1_000 * 527) / 100)
    const answer = (win: number) => ({ success: true, value: {
      draw: { drawId: 'VNHCM:20834', game: 'VNHCM', drawNo: 20834, status: 'drawn', serverSeedHash: createHash('sha256').update(seed).digest('hex'), serverSeed: seed, previousDrawNo: null, previousResult: 'genesis', result: prizes },
      ticket: { ticketId: 'T1', stake: 1_000, win, status: 'settled', bets: [{ selection: `lo:${hit}`, stake: 1_000, odds: 527, win }] },
    } })
    for (const [win, verdict] of [[lo, 'Matches: this round was computed from these seeds.'], [lo + 1, 'Does not match the recorded round.']] as const) {
      window.history.replaceState(null, '', '/house/vnlottery/verify?round=T1&lang=en')
      const html = read('vnlottery-verify.html')
      document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'))
      vi.stubGlobal('fetch', vi.fn(async () => ({ json: async () => answer(win) })))
      loadTexts()
      for (const file of ['verify-form.js', 'vnlottery-verify.js']) new Function(read(file))()
      await vi.waitFor(() => expect($('verdict').textContent).toBe(verdict))
      expect($('checks').textContent).toContain(prizes.at(-1)!.numbers[0])
    }
    expect(vnResultText(prizes)).toMatch(/^G8:\d{2}\|/)
  })
})
