/** Turns admin replies into the text the CLI prints. */
import type { AdminChange, AdminStatusReply, BlockedRegion, OutboxMessage, RegionReply, SocialProviderView } from './contract.ts'

const onOff = (b: boolean) => (b ? 'on' : 'off')

const blocksText = (blocks: ReadonlyArray<BlockedRegion>): string =>
  blocks.length === 0 ? 'none' : blocks.map((b) => `${b.value} (${b.kind === 'country' ? 'country' : 'IP range'})`).join(', ')

export const formatStatus = (s: AdminStatusReply): string => {
  const depth = new Map<string, number>()
  const lines = [
    `Maintenance:     ${onOff(s.maintenance)}`,
    `Blocked regions: ${blocksText(s.blockedRegions)}`,
    'Modules:',
  ]
  for (const m of s.modules) {
    const d = m.parentId === null ? 0 : (depth.get(m.parentId) ?? 0) + 1
    depth.set(m.modId, d)
    lines.push(`  ${`${'  '.repeat(d)}${m.modId}`.padEnd(24)} ${onOff(m.enabled)}`)
  }
  const c = s.counts
  lines.push(`Content:         ${c.gameVendors} game vendors, ${c.announcements} announcements, ${c.helpArticles} help articles, ${c.activeCaptchas} open captchas`)
  return lines.join('\n')
}

export const formatMaintenance = (on: boolean): string =>
  on ? 'Maintenance is now ON: visitors see the maintenance page and API calls answer 503.' : 'Maintenance is now OFF: the site is open.'

export const formatRegion = (r: RegionReply): string => {
  const what = r.kind === 'country' ? `country ${r.value}` : `IP range ${r.value}`
  const head = r.action === 'block'
    ? (r.changed ? `Blocked ${what}.` : `${what} was already blocked.`)
    : (r.changed ? `Unblocked ${what}.` : `${what} was not blocked.`)
  return `${head}\nBlocked regions now: ${blocksText(r.blockedRegions)}`
}

export const formatModule = (modId: string, enabled: boolean): string => `Module ${modId} is now ${onOff(enabled)}.`

/** Newest last, one message per line: time, channel, to, body (subject for e-mail). */
export const formatOutbox = (messages: ReadonlyArray<OutboxMessage>): string => {
  if (messages.length === 0) return 'The outbox is empty.'
  return [...messages].reverse().map((m) => {
    const text = (m.channel === 'email' && m.subject ? `[${m.subject}] ` : '') + m.body.replace(/\s+/g, ' ').trim()
    return `${m.createdAt}  ${m.channel.padEnd(5)}  ${m.to.padEnd(24)}  ${text}`
  }).join('\n')
}

/** One journaled change a line, newest first: "2026-11-26T19:40:00.000Z  maria  PUT /admin/missions/3/enabled {"enabled":false}". */
export const formatChanges = (changes: ReadonlyArray<AdminChange>): string =>
  changes.length === 0 ? 'No changes recorded.' : changes.map((c) => `${c.at}  ${c.operator.padEnd(12)}  ${c.method} ${c.path}${c.body ? ` ${c.body}` : ''}`).join('\n')

/** "loginIpVerification = true" (plus "(default)" when not stored). */
export const formatSetting = (s: { key: string; value: string; stored: boolean }): string => `${s.key} = ${s.value}${s.stored ? '' : ' (default)'}`

export const formatSocialProvider = (p: SocialProviderView): string =>
  `${p.provider.padEnd(9)} ${onOff(p.enabled).padEnd(4)} "${p.displayName}"  issuer ${p.issuer}  client ${p.clientId}  (secret set, not shown)`

export const formatSocialList = (providers: ReadonlyArray<SocialProviderView>): string =>
  providers.length === 0
    ? 'No social sign-in provider is configured. Use: social set google --issuer <URL> --client-id <id> --client-secret <secret>'
    : providers.map(formatSocialProvider).join('\n')
