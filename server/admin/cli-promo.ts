/**
 * The promotion-page and raffle commands of `npm run admin -- promo ...` and `raffle ...`:
 * list, create (banner, HTML body, eligibility), schedule, withdraw; show a raffle's tickets
 * and draw it. Parsing is pure; `runPromoCommand` calls the /admin API.
 */
import { AdminEndpoints } from './contract.ts'
import type { AdminPromoPage, AdminRaffle, PromoPageCreateBody } from './contract-promo-pages.ts'
import type { AdminCall } from './cli-call.ts'

export const PROMO_USAGE = `  promo list                      the promotion pages' promotions, rebates and raffles in page order
  promo create promotion|rebate|raffle --title <text> --body <html> [--title-ty <text> --body-ty <html> ...]
              [--banner </path or https URL>] [--reward <minor>] [--rate-bp <bp>] [--winners <n>]
              [--min-vip <level>] [--starts <ISO time>] [--ends <ISO time>] [--sort <n>]
                                  put one on /promotions: a promotion takes --reward, a rebate --rate-bp,
                                  a raffle --reward (each winner's prize) and --winners
  promo schedule <id> [--starts <ISO time>] [--ends <ISO time>]
                                  set its period (a bound left out: none) and show it again
  promo withdraw <id>             take it off the pages (members keep what they were paid)
  raffle show <id>                a raffle's committed hash, its tickets and, once drawn, the seed and winners
  raffle draw <id>                close the raffle, draw its winners from the committed seed and pay them (once)`

const LANGS = ['ty', 'en', 'cn', 'th', 'vi'] as const
const texts = (name: 'title' | 'body') => [name, ...LANGS.map((l) => `${name}-${l}` as const)]

export const PROMO_OPTIONS_OF = {
  promoCreate: [...texts('title'), ...texts('body'), 'banner', 'reward', 'rate-bp', 'winners', 'min-vip', 'starts', 'ends', 'sort'],
  promoSchedule: ['starts', 'ends'],
} as const
type PromoOption = (typeof PROMO_OPTIONS_OF)[keyof typeof PROMO_OPTIONS_OF][number]
export type PromoOptions = Readonly<Partial<Record<PromoOption, string>>>

export type PromoCommand =
  | { readonly kind: 'promoList' }
  | { readonly kind: 'promoCreate'; readonly promotion: PromoPageCreateBody }
  | { readonly kind: 'promoSchedule'; readonly id: number; readonly startsAt: string | null; readonly endsAt: string | null }
  | { readonly kind: 'promoWithdraw'; readonly id: number }
  | { readonly kind: 'raffleShow'; readonly id: number }
  | { readonly kind: 'raffleDraw'; readonly id: number }

const PROMO_KINDS: ReadonlySet<string> = new Set(['promoList', 'promoCreate', 'promoSchedule', 'promoWithdraw', 'raffleShow', 'raffleDraw'])
export const isPromoCommand = (c: { readonly kind: string }): c is PromoCommand => PROMO_KINDS.has(c.kind)

const ID = /^[1-9]\d{0,9}$/
const whole = (text: string | undefined): number | null => (text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : null)
/** Given but not a whole number: -1, which the server refuses with its own message. */
const numberIfGiven = <K extends string>(key: K, text: string | undefined) => (text === undefined ? {} : { [key]: whole(text) ?? -1 }) as Partial<Record<K, number>>

const localizedOf = (o: PromoOptions, name: 'title' | 'body'): PromoPageCreateBody['title'] | null => {
  const en = o[name] ?? o[`${name}-en`]
  if (!en) return null
  const text: Record<string, string> = { en }
  for (const lang of LANGS) if (lang !== 'en' && o[`${name}-${lang}`]) text[lang] = o[`${name}-${lang}`]!
  return text as unknown as PromoPageCreateBody['title']
}

/** The command, or an error message; null when `name` is neither `promo` nor `raffle`. */
export const parsePromoCommand = (name: string, args: ReadonlyArray<string>, o: PromoOptions): PromoCommand | string | null => {
  const [verb, second, ...extra] = args
  if (name === 'raffle') {
    if ((verb === 'show' || verb === 'draw') && second !== undefined && ID.test(second) && extra.length === 0) return { kind: verb === 'show' ? 'raffleShow' : 'raffleDraw', id: Number(second) }
    return 'Wrong arguments for "raffle": show <id> or draw <id>.'
  }
  if (name !== 'promo') return null
  if (verb === 'list' && second === undefined) return { kind: 'promoList' }
  if (verb === 'withdraw' && second !== undefined && ID.test(second) && extra.length === 0) return { kind: 'promoWithdraw', id: Number(second) }
  if (verb === 'schedule' && second !== undefined && ID.test(second) && extra.length === 0) return { kind: 'promoSchedule', id: Number(second), startsAt: o.starts ?? null, endsAt: o.ends ?? null }
  if (verb === 'create' && (second === 'promotion' || second === 'rebate' || second === 'raffle') && extra.length === 0) {
    const title = localizedOf(o, 'title')
    const body = localizedOf(o, 'body')
    if (!title || !body) return 'promo create needs --title <text> and --body <html>.'
    return {
      kind: 'promoCreate',
      promotion: {
        kind: second, title, body, ...(o.banner ? { banner: o.banner } : {}), ...numberIfGiven('reward', o.reward), ...numberIfGiven('rateBp', o['rate-bp']),
        ...numberIfGiven('winners', o.winners), ...numberIfGiven('minVipLevel', o['min-vip']), ...numberIfGiven('sort', o.sort),
        ...(o.starts ? { startsAt: o.starts } : {}), ...(o.ends ? { endsAt: o.ends } : {}),
      },
    }
  }
  return 'Wrong arguments for "promo": list, create promotion|rebate|raffle ..., schedule <id> [--starts ...] [--ends ...] or withdraw <id>.'
}

const money = (minor: number) => (minor / 100).toFixed(2)

export const formatPromoPage = (p: AdminPromoPage): string => {
  const what = p.kind === 'rebate' ? `rebate ${(p.rateBp ?? 0) / 100}%` : p.kind === 'raffle' ? `raffle ${p.winners} x ${money(p.reward ?? 0)}` : `promotion ${money(p.reward ?? 0)}`
  return `#${p.id} ${p.enabled ? 'on ' : 'off'} ${what}, "${p.title.en}", ${p.startsAt ?? 'always'} to ${p.endsAt ?? 'open end'}` +
    `${p.minVipLevel > 0 ? `, VIP ${p.minVipLevel}+` : ''}${p.banner ? `, banner ${p.banner}` : ''}${p.hasBody ? '' : ', no body'} (changed by ${p.updatedBy} at ${p.updatedAt})`
}

export const formatRaffle = (r: AdminRaffle): string => [
  `Raffle #${r.promotionId} "${r.title}" [${r.status}]: ${r.winners} winner(s) of ${money(r.prize)}, ${r.tickets.length} ticket(s)`,
  `seed hash: ${r.serverSeedHash}`,
  ...(r.serverSeed === null ? [] : [`seed: ${r.serverSeed}`, `drawn by ${r.drawnBy} at ${r.drawnAt}`]),
  ...r.tickets.map((t) => `  ticket ${t.ticket} ${t.account} ${t.status}${t.status === 'won' ? ` ${money(t.prize)}` : ''} (${t.enteredAt})`),
].join('\n')

export const runPromoCommand = async (command: PromoCommand, call: AdminCall): Promise<string> => {
  const E = AdminEndpoints
  switch (command.kind) {
    case 'promoList': {
      const { promotions } = await call(E.promoPageList.method, E.promoPageList.path, E.promoPageList.reply)
      return promotions.length === 0 ? 'No promotions.' : promotions.map(formatPromoPage).join('\n')
    }
    case 'promoCreate':
      return `Created:\n${formatPromoPage(await call(E.promoPageCreate.method, E.promoPageCreate.path, E.promoPageCreate.reply, command.promotion))}`
    case 'promoSchedule': {
      const e = E.promoPageSchedule
      return `Scheduled:\n${formatPromoPage(await call(e.method, e.path.replace(':id', String(command.id)), e.reply, { startsAt: command.startsAt, endsAt: command.endsAt }))}`
    }
    case 'promoWithdraw': {
      const e = E.promoPageWithdraw
      return `Withdrawn:\n${formatPromoPage(await call(e.method, e.path.replace(':id', String(command.id)), e.reply))}`
    }
    case 'raffleShow': {
      const e = E.raffleShow
      return formatRaffle(await call(e.method, e.path.replace(':id', String(command.id)), e.reply))
    }
    case 'raffleDraw': {
      const e = E.raffleDraw
      const { drawnNow, raffle } = await call(e.method, e.path.replace(':id', String(command.id)), e.reply)
      return `${drawnNow ? 'Drawn and paid.' : 'Drawn before: nothing paid this time.'}\n${formatRaffle(raffle)}`
    }
  }
}
