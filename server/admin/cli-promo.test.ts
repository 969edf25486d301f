import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './cli-args.ts'
import { formatRaffle } from './cli-promo.ts'

const env = { ADMIN_TOKEN: 'token-0123456789' }

describe('promo and raffle commands', () => {
  it('parses list, create, schedule, withdraw, raffle show and draw', () => {
    expect(parseCliArgs(['promo', 'list'], env)).toMatchObject({ ok: true, command: { kind: 'promoList' } })
    expect(parseCliArgs(['promo', 'create', 'raffle', '--title', 'Raffle', '--title-ty', 'Bunutan', '--body', '<p>Win</p>', '--reward', '700', '--winners', '2',
      '--min-vip', '1', '--banner', '/img/r.webp', '--ends', '2026-12-31T00:00:00+08:00'], env)).toMatchObject({
      ok: true,
      command: { kind: 'promoCreate', promotion: { kind: 'raffle', title: { en: 'Raffle', ty: 'Bunutan' }, body: { en: '<p>Win</p>' }, reward: 700, winners: 2, minVipLevel: 1, banner: '/img/r.webp', endsAt: '2026-12-31T00:00:00+08:00' } },
    })
    expect(parseCliArgs(['promo', 'schedule', '4', '--starts', '2026-12-10T00:00:00Z'], env)).toMatchObject({ ok: true, command: { kind: 'promoSchedule', id: 4, startsAt: '2026-12-10T00:00:00Z', endsAt: null } })
    expect(parseCliArgs(['promo', 'withdraw', '4'], env)).toMatchObject({ ok: true, command: { kind: 'promoWithdraw', id: 4 } })
    expect(parseCliArgs(['raffle', 'show', '4'], env)).toMatchObject({ ok: true, command: { kind: 'raffleShow', id: 4 } })
    expect(parseCliArgs(['raffle', 'draw', '4'], env)).toMatchObject({ ok: true, command: { kind: 'raffleDraw', id: 4 } })
  })

  it('refuses what does not fit', () => {
    expect(parseCliArgs(['promo', 'create', 'raffle', '--title', 'x'], env)).toMatchObject({ ok: false, error: 'promo create needs --title <text> and --body <html>.' })
    expect(parseCliArgs(['promo', 'create', 'lottery', '--title', 'x', '--body', 'y'], env)).toMatchObject({ ok: false })
    expect(parseCliArgs(['raffle', 'draw', 'x'], env)).toMatchObject({ ok: false, error: 'Wrong arguments for "raffle": show <id> or draw <id>.' })
    expect(parseCliArgs(['promo', 'withdraw', '4', '--reward', '1'], env)).toMatchObject({ ok: false, error: '--reward does not belong to "promo withdraw".' })
  })

  it('shows a drawn raffle with its seed and tickets', () => {
    const text = formatRaffle({
      promotionId: 4, title: 'Raffle', status: 'drawn', serverSeedHash: 'ab', serverSeed: 'cd', prize: 700, winners: 1, drawnBy: 'ana', drawnAt: '2026-12-05T04:00:00.000Z',
      tickets: [{ ticket: 9, account: 'demo01', status: 'won', prize: 700, enteredAt: '2026-12-05T03:00:00.000Z' }],
    })
    expect(text).toContain('seed: cd')
    expect(text).toContain('ticket 9 demo01 won 7.00')
  })
})
