/**
 * The notice commands of `npm run admin -- notice ...` (issue 39): list, write one of any type
 * (B banner, PL player, PU popup, PR promotion, H help, AG agent centre) in the five languages
 * from a JSON file, schedule (move its window), withdraw. Parsing is pure;
 * `runNoticesCommand` reads the file and calls the /admin API.
 */
import { readFileSync } from 'node:fs'
import { AdminEndpoints } from './contract.ts'
import type { AdminNotice } from './contract-notices.ts'
import { CliInputError, type AdminCall } from './cli-call.ts'

export const NOTICES_USAGE = `  notice list [--type B|PL|PU|PR|H|AG] [--state scheduled|live|ended|withdrawn]
                                  notices, latest start first (the latest 50)
  notice write <type> --file <notice.json> [--from <ISO time>] [--until <ISO time>]
                                  write a notice: B banner, PL player, PU popup, PR promotion, H help, AG agent centre;
                                  the file holds {"title": {...}, "body": {...}, "membersOnly": false}, each text in
                                  ty, en, cn, th and vi (plain text; blank lines part paragraphs). A later --from schedules it
  notice schedule <id> [--from <ISO time>] [--until <ISO time>|none]
                                  move its window (none: until withdrawn)
  notice withdraw <id>            take it down at once (for good)`

export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'AG'] as const
const STATES = ['scheduled', 'live', 'ended', 'withdrawn'] as const

export type NoticesCommand =
  | { readonly kind: 'noticeList'; readonly type?: string; readonly state?: string }
  | { readonly kind: 'noticeWrite'; readonly type: string; readonly file: string; readonly from?: string; readonly until?: string }
  | { readonly kind: 'noticeSchedule'; readonly id: string; readonly from?: string; readonly until?: string | null }
  | { readonly kind: 'noticeWithdraw'; readonly id: string }

export const NOTICES_OPTIONS_OF = { noticeList: ['type', 'state'], noticeWrite: ['file', 'from', 'until'], noticeSchedule: ['from', 'until'] } as const
export interface NoticesOptions { readonly type?: string; readonly state?: string; readonly file?: string; readonly from?: string; readonly until?: string }

const ID = /^[1-9]\d{0,9}$/
/** An ISO time with its zone, as the server takes it (2026-12-24T18:00+08:00). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/
const badTime = (option: string) => `--${option} is an ISO time with its zone, such as 2026-12-24T18:00+08:00.`

/** The command, or an error message; null when `name` is not `notice`. */
export const parseNoticesCommand = (name: string, args: ReadonlyArray<string>, o: NoticesOptions): NoticesCommand | string | null => {
  if (name !== 'notice') return null
  const [verb, target, ...extra] = args
  if (verb === 'list' && target === undefined) {
    if (o.type !== undefined && !(NOTICE_TYPES as ReadonlyArray<string>).includes(o.type)) return `--type is one of ${NOTICE_TYPES.join(', ')}.`
    if (o.state !== undefined && !(STATES as ReadonlyArray<string>).includes(o.state)) return `--state is one of ${STATES.join(', ')}.`
    return { kind: 'noticeList', ...(o.type ? { type: o.type } : {}), ...(o.state ? { state: o.state } : {}) }
  }
  if (verb === 'write' && target !== undefined && extra.length === 0) {
    if (!(NOTICE_TYPES as ReadonlyArray<string>).includes(target)) return `The notice type is one of ${NOTICE_TYPES.join(', ')}.`
    if (!o.file) return 'notice write needs --file <notice.json>.'
    if (o.from !== undefined && !INSTANT.test(o.from)) return badTime('from')
    if (o.until !== undefined && !INSTANT.test(o.until)) return badTime('until')
    return { kind: 'noticeWrite', type: target, file: o.file, ...(o.from ? { from: o.from } : {}), ...(o.until ? { until: o.until } : {}) }
  }
  if (verb === 'schedule' && target !== undefined && ID.test(target) && extra.length === 0) {
    if (o.from === undefined && o.until === undefined) return 'notice schedule needs --from and/or --until.'
    if (o.from !== undefined && !INSTANT.test(o.from)) return badTime('from')
    if (o.until !== undefined && o.until !== 'none' && !INSTANT.test(o.until)) return badTime('until')
    return { kind: 'noticeSchedule', id: target, ...(o.from ? { from: o.from } : {}), ...(o.until === undefined ? {} : { until: o.until === 'none' ? null : o.until }) }
  }
  if (verb === 'withdraw' && target !== undefined && ID.test(target) && extra.length === 0) return { kind: 'noticeWithdraw', id: target }
  return 'Wrong arguments for "notice": list, write <type> --file <notice.json>, schedule <id> --from/--until, or withdraw <id>.'
}

export const formatNotice = (n: AdminNotice): string =>
  `#${n.id} ${n.type} [${n.state}] ${n.from} .. ${n.until ?? 'until withdrawn'}${n.membersOnly ? ' members only' : ''}: ${n.title.en}${n.createdBy ? ` (by ${n.createdBy})` : ''}${n.withdrawnBy ? `; withdrawn by ${n.withdrawnBy} at ${n.withdrawnAt}` : ''}`

/** The file's title, body and membersOnly; the server checks each text. */
const readNoticeFile = (path: string): Record<string, unknown> => {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (e) {
    throw new CliInputError(`Cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`)
  }
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object')
    const { title, body, membersOnly } = parsed as Record<string, unknown>
    return { title, body, ...(membersOnly === undefined ? {} : { membersOnly }) }
  } catch (e) {
    throw new CliInputError(`${path} is not a notice file (JSON with title and body in ty, en, cn, th, vi): ${e instanceof Error ? e.message : String(e)}`)
  }
}

export const runNoticesCommand = async (command: NoticesCommand, call: AdminCall): Promise<string> => {
  switch (command.kind) {
    case 'noticeList': {
      const e = AdminEndpoints.noticeList
      const query = new URLSearchParams({ ...(command.type ? { type: command.type } : {}), ...(command.state ? { state: command.state } : {}) }).toString()
      const { notices } = await call(e.method, query ? `${e.path}?${query}` : e.path, e.reply)
      return notices.length === 0 ? 'No notices.' : notices.map(formatNotice).join('\n')
    }
    case 'noticeWrite': {
      const e = AdminEndpoints.noticeWrite
      const file = readNoticeFile(command.file)
      const body = { type: command.type, ...file, ...(command.from ? { from: command.from } : {}), ...(command.until ? { until: command.until } : {}) }
      return `Written.\n${formatNotice(await call(e.method, e.path, e.reply, body))}`
    }
    case 'noticeSchedule': {
      const e = AdminEndpoints.noticeSchedule
      const body = { ...(command.from ? { from: command.from } : {}), ...(command.until === undefined ? {} : { until: command.until }) }
      return `Scheduled.\n${formatNotice(await call(e.method, e.path.replace(':id', command.id), e.reply, body))}`
    }
    case 'noticeWithdraw': {
      const e = AdminEndpoints.noticeWithdraw
      return `Withdrawn.\n${formatNotice(await call(e.method, e.path.replace(':id', command.id), e.reply))}`
    }
  }
}
