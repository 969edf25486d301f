/**
 * The settings an operator may read and change with `npm run admin -- setting get|set`.
 * An allowlist: each key has a parser from the command-line text, so a typo or a bad value
 * is refused instead of stored. Keys such as `payloadKey` or `authenticatorKey` are never
 * listed: secrets stay out of the operator API.
 */
import type { SettingKey, SettingValues } from '../db/settings.ts'
import { DEFAULT_DEPOSIT_MAX_PENDING } from '../modules/deposits/index.ts'
import { DEFAULT_AGENT_SETTINGS } from '../modules/agent/index.ts'
import { DEFAULT_BONUS_TURNOVER_PERCENT } from '../modules/rewards/index.ts'
import { DEFAULT_COOLING_OFF_HOURS } from '../modules/protection/index.ts'
import { DEFAULT_CHAT_RATE, DEFAULT_FEEDBACK_WORDS } from '../../src/shared/api/index.ts'
import { DEFAULT_WINNER_BOARD } from '../modules/winners/index.ts'

interface OperatorSetting<K extends SettingKey> {
  readonly key: K
  readonly help: string
  /** The value from text, or null when the text is not a valid value. */
  readonly parse: (text: string) => SettingValues[K] | null
  /** The default when the setting is not stored. */
  readonly fallback: SettingValues[K]
}

const parseBoolean = (text: string): boolean | null => {
  const t = text.trim().toLowerCase()
  if (['true', 'on', '1', 'yes'].includes(t)) return true
  if (['false', 'off', '0', 'no'].includes(t)) return false
  return null
}

const loginIpVerification: OperatorSetting<'loginIpVerification'> = {
  key: 'loginIpVerification',
  help: 'true|false: a login from an IP the account never used needs extra verification (spec §4)',
  parse: parseBoolean,
  fallback: false,
}

/** The default of seamless_credit.sql when the setting is not stored. */
export const DEFAULT_MAX_WIN_MULTIPLE = 10_000

const maxWinMultiple: OperatorSetting<'maxWinMultiple'> = {
  key: 'maxWinMultiple',
  help: 'whole number 1..1000000: a vendor credit may pay at most the round stake times this (a game may set its own with PUT /admin/games maxWinMultiple)',
  parse: (text) => (/^\d{1,7}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 1_000_000 ? Number(text) : null),
  fallback: DEFAULT_MAX_WIN_MULTIPLE,
}

const depositMaxPending: OperatorSetting<'depositMaxPending'> = {
  key: 'depositMaxPending',
  help: 'whole number 1..100: how many deposit requests a member may have pending at once',
  parse: (text) => (/^\d{1,3}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 100 ? Number(text) : null),
  fallback: DEFAULT_DEPOSIT_MAX_PENDING,
}

const referralRule: OperatorSetting<'referralRule'> = {
  key: 'referralRule',
  help: '<reward per friend>/<minimum first deposit>, minor units (500/10000: 5.00 for each friend whose first deposit is at least 100.00; 0/0: no reward)',
  parse: (text) => {
    const m = /^\s*(\d{1,12})\s*\/\s*(\d{1,12})\s*$/.exec(text)
    return m ? { rewardPerFriend: Number(m[1]), minDeposit: Number(m[2]) } : null
  },
  fallback: { rewardPerFriend: 0, minDeposit: 0 },
}

const bonusTurnoverPercent: OperatorSetting<'bonusTurnoverPercent'> = {
  key: 'bonusTurnoverPercent',
  help: 'whole number 0..10000, percent of the bonus: what each bonus credited from now on asks to be wagered before it can be withdrawn (100 = 1x, 0 = none)',
  parse: (text) => (/^\d{1,5}$/.test(text.trim()) && Number(text) <= 10_000 ? Number(text) : null),
  fallback: DEFAULT_BONUS_TURNOVER_PERCENT,
}

const siteTimeZone: OperatorSetting<'siteTimeZone'> = {
  key: 'siteTimeZone',
  help: 'an IANA time zone (Asia/Manila): the day daily missions, rebates and player-protection limits are counted in',
  parse: (text) => {
    const zone = text.trim()
    try {
      return zone !== '' && new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone ? zone : null
    } catch {
      return null
    }
  },
  fallback: 'Asia/Manila',
}

// At least a day: a shorter cooling-off would let a member undo a limit in the heat of play.
const protectionCoolingOffHours: OperatorSetting<'protectionCoolingOffHours'> = {
  key: 'protectionCoolingOffHours',
  help: 'whole number 24..720: hours a member\'s raised or removed limit (deposit, loss, wager, session) waits before it applies',
  parse: (text) => (/^\d{1,3}$/.test(text.trim()) && Number(text) >= 24 && Number(text) <= 720 ? Number(text) : null),
  fallback: DEFAULT_COOLING_OFF_HOURS,
}

const SWITCHES = ['enableCt', 'salary', 'hourSalary'] as const

const agentSwitches: OperatorSetting<'agentSwitches'> = {
  key: 'agentSwitches',
  help: 'the agent centre items shown, comma-separated from enableCt (dividend), salary (daily salary), hourSalary (hourly salary); none for none',
  parse: (text) => {
    const on = text.trim() === 'none' ? [] : text.split(',').map((x) => x.trim())
    if (on.some((x) => !(SWITCHES as readonly string[]).includes(x))) return null
    return { enableCt: on.includes('enableCt'), salary: on.includes('salary'), hourSalary: on.includes('hourSalary') }
  },
  fallback: DEFAULT_AGENT_SETTINGS.switches,
}

const agentShowBalance: OperatorSetting<'agentShowBalance'> = {
  key: 'agentShowBalance',
  help: 'true|false: agents see their downlines\' balances in team management',
  parse: parseBoolean,
  fallback: DEFAULT_AGENT_SETTINGS.showBalance,
}

const agentTransfer: OperatorSetting<'agentTransfer'> = {
  key: 'agentTransfer',
  help: '<min>/<max>/<daily>, minor units: an agent\'s transfer to a direct downline (100/5000000/20000000)',
  parse: (text) => {
    const m = /^\s*(\d{1,12})\s*\/\s*(\d{1,12})\s*\/\s*(\d{1,13})\s*$/.exec(text)
    if (!m) return null
    const [min, max, daily] = [Number(m[1]), Number(m[2]), Number(m[3])]
    return min >= 1 && min <= max && max <= daily ? { min, max, daily } : null
  },
  fallback: DEFAULT_AGENT_SETTINGS.transfer,
}

const feedbackWords: OperatorSetting<'feedbackWords'> = {
  key: 'feedbackWords',
  help: '<min>/<max> words a feedback may have (1/60); the content stays at most 140 characters',
  parse: (text) => {
    const m = /^\s*(\d{1,3})\s*\/\s*(\d{1,3})\s*$/.exec(text)
    if (!m) return null
    const [min, max] = [Number(m[1]), Number(m[2])]
    return min >= 1 && min <= max && max <= 140 ? { min, max } : null
  },
  fallback: DEFAULT_FEEDBACK_WORDS,
}

const winnerBoard: OperatorSetting<'winnerBoard'> = {
  key: 'winnerBoard',
  help: '<min win>/<size>/<days>: the winner board shows wins of at least <min win> (minor units) from the last <days> days, <size> at most (10000/20/7)',
  parse: (text) => {
    const m = /^\s*(\d{1,12})\s*\/\s*(\d{1,2})\s*\/\s*(\d{1,3})\s*$/.exec(text)
    if (!m) return null
    const [minWin, size, days] = [Number(m[1]), Number(m[2]), Number(m[3])]
    return minWin >= 1 && size >= 1 && size <= 50 && days >= 1 && days <= 90 ? { minWin, size, days } : null
  },
  fallback: DEFAULT_WINNER_BOARD,
}

const chatRate: OperatorSetting<'chatRate'> = {
  key: 'chatRate',
  help: '<messages>/<seconds>: a member sends at most <messages> chat messages per <seconds> (5/30)',
  parse: (text) => {
    const m = /^\s*(\d{1,3})\s*\/\s*(\d{1,5})\s*$/.exec(text)
    if (!m) return null
    const [max, windowSeconds] = [Number(m[1]), Number(m[2])]
    return max >= 1 && max <= 100 && windowSeconds >= 1 && windowSeconds <= 86_400 ? { max, windowSeconds } : null
  },
  fallback: DEFAULT_CHAT_RATE,
}

export const operatorSettings: Readonly<Record<string, OperatorSetting<SettingKey>>> = {
  loginIpVerification,
  maxWinMultiple,
  depositMaxPending,
  referralRule,
  bonusTurnoverPercent,
  siteTimeZone,
  protectionCoolingOffHours,
  agentSwitches,
  agentShowBalance,
  agentTransfer,
  feedbackWords,
  winnerBoard,
  chatRate,
} as Record<string, OperatorSetting<SettingKey>>

export const operatorSettingKeys = Object.keys(operatorSettings)
