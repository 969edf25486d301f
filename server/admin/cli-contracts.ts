/**
 * The house contract commands of `npm run admin --` (issue 16): give a top agent the house's
 * contract of a kind (replacing the one it had) or end it with the chain below it, over
 * PUT /admin/contracts/house and POST /admin/contracts/house/end. Parsing is pure (unit-tested
 * without a server); `runContractCommand` calls the API and words the reply.
 */
import type { Contract, ContractKind, ContractPeriod, ContractTier } from '../../src/shared/api/index.ts'
import { AdminEndpoints } from './contract.ts'
import type { AdminCall } from './cli-call.ts'

export const CONTRACT_USAGE = `  contract set <account> <kind> <tiers> [<period>] [end-lower] [above-edge]
                                  give a top agent the house's contract of a kind, replacing its current one:
                                  kind dividend|daily_salary|hourly_salary|realtime_salary; tiers as
                                  minActive/minAmount/rateBp,... (amount in minor units, rate in basis points,
                                  e.g. 0/0/100,5/1000000/150); period only for a dividend (daily|weekly|semimonthly|
                                  monthly); end-lower ends the agent's downline contracts above the new terms
                                  (without it the command lists them and changes nothing); above-edge sets salaries
                                  that together pay more than the house edge (otherwise refused with the figures)
  contract end <account> <kind>   end the agent's house contract of that kind and every contract below it`

const KINDS: ReadonlyArray<ContractKind> = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary']
const DIVIDEND_PERIODS: ReadonlyArray<ContractPeriod> = ['daily', 'weekly', 'semimonthly', 'monthly']
/** A salary's period is its kind's (modules/contracts tiers.ts PERIODS_OF). */
const SALARY_PERIOD: Readonly<Record<Exclude<ContractKind, 'dividend'>, ContractPeriod>> = { daily_salary: 'daily', hourly_salary: 'hourly', realtime_salary: 'realtime' }

export type ContractCommand =
  | { readonly kind: 'contractSet'; readonly body: { account: string; kind: ContractKind; period: ContractPeriod; tiers: ContractTier[]; terminateLower?: true; aboveEdge?: true } }
  | { readonly kind: 'contractEnd'; readonly body: { account: string; kind: ContractKind } }

const isKind = (word: string | undefined): word is ContractKind => KINDS.includes(word as ContractKind)

/** "0/0/100,5/1000000/150" -> tiers; null when any part is not three whole numbers. */
export const parseTiers = (text: string): ContractTier[] | null => {
  const parts = text.split(',')
  if (parts.length < 1 || parts.length > 10) return null
  const tiers: ContractTier[] = []
  for (const part of parts) {
    const m = /^(\d{1,7})\/(\d{1,13})\/(\d{1,5})$/.exec(part.trim())
    if (!m) return null
    const rateBp = Number(m[3])
    if (rateBp < 1 || rateBp > 10_000) return null
    tiers.push({ minActive: Number(m[1]), minAmount: Number(m[2]), rateBp })
  }
  return tiers
}

/** The command, or an error message; null when `name` is not `contract`. */
export const parseContractCommand = (name: string, args: ReadonlyArray<string>): ContractCommand | string | null => {
  if (name !== 'contract') return null
  const [verb, account, kind, ...rest] = args
  if (!account || !isKind(kind)) return `Wrong arguments for "contract": give the agent's account and a kind (${KINDS.join(', ')}).`
  if (verb === 'end' && rest.length === 0) return { kind: 'contractEnd', body: { account, kind } }
  if (verb !== 'set') return 'Wrong arguments for "contract": set or end.'
  const [tiersText, ...more] = rest
  const tiers = tiersText === undefined ? null : parseTiers(tiersText)
  if (tiers === null) return 'Wrong arguments for "contract set": tiers are minActive/minAmount/rateBp,... (whole numbers, rate 1-10000 bp, at most 10).'
  // Flags after the period, in any order.
  const flags = new Set<string>(more.filter((w) => w === 'end-lower' || w === 'above-edge'))
  const endLower = flags.has('end-lower')
  const aboveEdge = flags.has('above-edge')
  const words = more.filter((w) => !flags.has(w))
  let period: ContractPeriod
  if (kind === 'dividend') {
    if (words.length !== 1 || !DIVIDEND_PERIODS.includes(words[0] as ContractPeriod)) return `Wrong arguments for "contract set": a dividend needs its period (${DIVIDEND_PERIODS.join(', ')}).`
    period = words[0] as ContractPeriod
  } else {
    if (words.length !== 0) return `Wrong arguments for "contract set": a ${kind} contract has no period to give.`
    period = SALARY_PERIOD[kind]
  }
  return { kind: 'contractSet', body: { account, kind, period, tiers, ...(endLower ? { terminateLower: true as const } : {}), ...(aboveEdge ? { aboveEdge: true as const } : {}) } }
}

const pct = (bp: number) => `${(bp / 100).toFixed(2)}%`
const tiersText = (tiers: ReadonlyArray<ContractTier>) => tiers.map((t) => `${pct(t.rateBp)} from ${t.minActive} active and ${(t.minAmount / 100).toFixed(2)}`).join('; ')

export const formatContract = (c: Contract): string =>
  `#${c.id} ${c.status.padEnd(10)} ${c.kind} (${c.period}) ${c.upline?.account ?? 'house'} -> ${c.downline.account}: ${tiersText(c.tiers)}`

/** CONFIRM_REQUIRED's value as lines for the refusal (the contracts the terms would end), or ''. */
export const describeWouldEnd = (value: unknown): string => {
  const list = (value as { wouldEnd?: unknown } | undefined)?.wouldEnd
  if (!Array.isArray(list) || list.length === 0) return ''
  return `\nThese would end (run again with end-lower to end them):\n${(list as Contract[]).map((c) => `  ${formatContract(c)}`).join('\n')}`
}

const withEnded = (r: { contract: Contract; ended: ReadonlyArray<Contract> }, head: string) =>
  [`${head}\n${formatContract(r.contract)}`, ...(r.ended.length > 0 ? [`Ended with it:\n${r.ended.map((c) => `  ${formatContract(c)}`).join('\n')}`] : [])].join('\n')

export const runContractCommand = async (command: ContractCommand, call: AdminCall): Promise<string> => {
  if (command.kind === 'contractSet') {
    const e = AdminEndpoints.houseContractSet
    return withEnded(await call(e.method, e.path, e.reply, command.body), 'House contract set:')
  }
  const e = AdminEndpoints.houseContractEnd
  return withEnded(await call(e.method, e.path, e.reply, command.body), 'House contract ended:')
}
