/**
 * The player-protection commands of `npm run admin -- protection ...`: members with limits,
 * time-outs and exclusions, members refused again and again, one member. Read only: no
 * command changes a member's limits or lifts a block, by design. Parsing is pure;
 * `runProtectionCommand` calls the /admin API and words the reply.
 */
import { AdminEndpoints } from './contract.ts'
import type { AdminMemberProtection, AdminProtectedMember, AdminRepeatReply } from './contract-protection.ts'
import type { AdminCall } from './cli-call.ts'

export const PROTECTION_USAGE = `  protection members              members with player-protection limits, a time-out or a self-exclusion
                                  (blocked first): their limits, pending raises, reality check and block
  protection repeat [<min>] [<days>]
                                  members refused by a limit or block at least <min> times (default 3) in
                                  the last <days> days (default 30), most refused first
  protection member <account>     one member's limits (with what each period used), block and latest refusals
                                  (no command lifts a time-out or self-exclusion: nobody can end one early)`

export type ProtectionCommand =
  | { readonly kind: 'protectionMembers' }
  | { readonly kind: 'protectionRepeat'; readonly min?: number; readonly days?: number }
  | { readonly kind: 'protectionMember'; readonly account: string }

const COUNT = /^[1-9]\d{0,3}$/
const ACCOUNT = /^[A-Za-z0-9_.@-]{1,64}$/

/** The command, or an error message; null when `name` is not `protection`. */
export const parseProtectionCommand = (name: string, args: ReadonlyArray<string>): ProtectionCommand | string | null => {
  if (name !== 'protection') return null
  const [verb, ...rest] = args
  if (verb === 'members' && rest.length === 0) return { kind: 'protectionMembers' }
  if (verb === 'repeat' && rest.length <= 2 && rest.every((w) => COUNT.test(w))) {
    const [min, days] = rest
    if (days !== undefined && Number(days) > 366) return 'Wrong arguments for "protection repeat": <days> is at most 366.'
    return { kind: 'protectionRepeat', ...(min ? { min: Number(min) } : {}), ...(days ? { days: Number(days) } : {}) }
  }
  if (verb === 'member' && rest.length === 1 && ACCOUNT.test(rest[0]!)) return { kind: 'protectionMember', account: rest[0]! }
  if (verb === 'lift' || verb === 'end' || verb === 'remove') return 'No command lifts or shortens a time-out or self-exclusion: nobody can end one before it runs out.'
  return 'Wrong arguments for "protection": members, repeat [<min>] [<days>] or member <account>.'
}

const money = (minor: number) => (minor / 100).toFixed(2)
const limitText = (key: string, value: number) => (key === 'sessionMinutes' ? `${key} ${value} min` : `${key} ${money(value)}`)
const blockText = (b: AdminProtectedMember['block']) =>
  (b === null ? '' : ` ${b.kind.toUpperCase()} until ${b.until ?? 'permanent'} (since ${b.startedAt})`)

export const formatProtectedMembers = (members: ReadonlyArray<AdminProtectedMember>): string =>
  (members.length === 0 ? 'No member has limits, a time-out or a self-exclusion.' : members.map((m) => [
    `${m.account} (#${m.memberId})${blockText(m.block)}`,
    `  limits: ${Object.entries(m.limits).map(([k, v]) => limitText(k, v)).join(', ') || 'none'}${m.pending > 0 ? `; ${m.pending} pending` : ''}` +
      `${m.realityCheckMinutes > 0 ? `; reality check every ${m.realityCheckMinutes} min` : ''}`,
  ].join('\n')).join('\n'))

export const formatRepeat = (r: AdminRepeatReply): string => {
  if (r.members.length === 0) return `No member was refused ${r.min} or more times in the last ${r.days} days.`
  return [`Refused ${r.min}+ times in the last ${r.days} days:`, ...r.members.map((m) =>
    `  ${m.account} (#${m.memberId}) ${m.refusals}: ${Object.entries(m.byCode).map(([c, n]) => `${c} ${n}`).join(', ')}; last ${m.lastAt}`)].join('\n')
}

export const formatMemberProtection = (m: AdminMemberProtection): string => {
  const s = m.state
  const limits = Object.entries(s.limits).filter(([, l]) => l.value !== null || l.pending !== null).map(([k, l]) => {
    const used = l.used === null ? '' : `, used ${k === 'sessionMinutes' ? `${l.used} min` : money(l.used)}`
    const pending = l.pending === null ? '' : `, then ${l.pending.value === null ? 'none' : limitText(k, l.pending.value).split(' ').slice(1).join(' ')} from ${l.pending.effectiveAt}`
    return `  ${l.value === null ? `${k} none` : limitText(k, l.value)}${used}${pending}`
  })
  return [
    `${m.account} (#${m.memberId})${blockText(s.block) || ' no time-out or exclusion'}`,
    `reality check: ${s.realityCheckMinutes === 0 ? 'off' : `every ${s.realityCheckMinutes} min`}; cooling-off ${s.coolingOffHours} h`,
    ...(limits.length === 0 ? ['no limits'] : ['limits:', ...limits]),
    ...(m.refusals.length === 0 ? ['no refusals'] : ['latest refusals:', ...m.refusals.map((r) => `  ${r.at} ${r.code}${r.amount > 0 ? ` ${money(r.amount)}` : ''}`)]),
  ].join('\n')
}

export const runProtectionCommand = async (command: ProtectionCommand, call: AdminCall): Promise<string> => {
  switch (command.kind) {
    case 'protectionMembers': {
      const e = AdminEndpoints.protectionMembers
      return formatProtectedMembers((await call(e.method, e.path, e.reply)).members)
    }
    case 'protectionRepeat': {
      const e = AdminEndpoints.protectionRepeat
      const query = new URLSearchParams({ ...(command.min ? { min: String(command.min) } : {}), ...(command.days ? { days: String(command.days) } : {}) }).toString()
      return formatRepeat(await call(e.method, query ? `${e.path}?${query}` : e.path, e.reply))
    }
    case 'protectionMember': {
      const e = AdminEndpoints.protectionMember
      return formatMemberProtection(await call(e.method, e.path.replace(':account', encodeURIComponent(command.account)), e.reply))
    }
  }
}
