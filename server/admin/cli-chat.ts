/**
 * The chat room commands of `npm run admin -- chat ...`: list messages (newest first, a
 * member's with --account), delete one (gone from the room), mute a member for some minutes
 * or until lifted, lift a mute, list who is muted. Parsing is pure; `runChatCommand` calls
 * the /admin API.
 */
import { AdminEndpoints } from './contract.ts'
import type { AdminChatMessage, AdminMutedMember } from './contract-chat.ts'
import type { AdminCall } from './cli-call.ts'

export const CHAT_USAGE = `  chat list [--account <account>] [--limit <n>]
                                  chat room messages, newest first (the latest 50; deleted ones marked)
  chat delete <id>                delete a message: the room stops showing it
  chat mute <account> --minutes <n>|permanent
                                  mute a member in the chat room for n minutes, or until unmuted
  chat unmute <account>           lift a member's mute
  chat muted                      the members muted now`

export type ChatCommand =
  | { readonly kind: 'chatList'; readonly account?: string; readonly limit?: number }
  | { readonly kind: 'chatDelete'; readonly id: string }
  | { readonly kind: 'chatMute'; readonly account: string; readonly minutes: number | null }
  | { readonly kind: 'chatUnmute'; readonly account: string }
  | { readonly kind: 'chatMuted' }

export const CHAT_OPTIONS_OF = { chatList: ['account', 'limit'], chatMute: ['minutes'] } as const
export interface ChatOptions { readonly account?: string; readonly limit?: string; readonly minutes?: string }

const ID = /^[1-9]\d{0,15}$/
const ACCOUNT = /^\S{1,64}$/

/** The command, or an error message; null when `name` is not `chat`. */
export const parseChatCommand = (name: string, args: ReadonlyArray<string>, o: ChatOptions): ChatCommand | string | null => {
  if (name !== 'chat') return null
  const [verb, arg, ...extra] = args
  if (extra.length === 0) {
    if (verb === 'list' && arg === undefined) {
      if (o.account !== undefined && !ACCOUNT.test(o.account)) return '--account is an account name.'
      if (o.limit !== undefined && !(/^[1-9]\d{0,2}$/.test(o.limit) && Number(o.limit) <= 500)) return '--limit is 1 to 500.'
      return { kind: 'chatList', ...(o.account ? { account: o.account } : {}), ...(o.limit ? { limit: Number(o.limit) } : {}) }
    }
    if (verb === 'delete' && arg !== undefined && ID.test(arg)) return { kind: 'chatDelete', id: arg }
    if (verb === 'mute' && arg !== undefined && ACCOUNT.test(arg)) {
      if (o.minutes === 'permanent') return { kind: 'chatMute', account: arg, minutes: null }
      if (o.minutes === undefined || !/^[1-9]\d{0,6}$/.test(o.minutes) || Number(o.minutes) > 5_256_000) return 'chat mute needs --minutes <1 to 5256000> or --minutes permanent.'
      return { kind: 'chatMute', account: arg, minutes: Number(o.minutes) }
    }
    if (verb === 'unmute' && arg !== undefined && ACCOUNT.test(arg)) return { kind: 'chatUnmute', account: arg }
    if (verb === 'muted' && arg === undefined) return { kind: 'chatMuted' }
  }
  return 'Wrong arguments for "chat": list [--account <account>] [--limit <n>], delete <id>, mute <account> --minutes <n>|permanent, unmute <account> or muted.'
}

export const formatChatMessage = (m: AdminChatMessage): string =>
  `#${m.id} ${m.createdAt} ${m.account}${m.deletedAt ? ` [deleted by ${m.deletedBy} at ${m.deletedAt}]` : ''}: ${JSON.stringify(m.text)}`

const formatMuted = (m: AdminMutedMember): string => `${m.account} muted ${m.until === null ? 'until unmuted' : `until ${m.until}`} (by ${m.mutedBy ?? 'admin'} at ${m.mutedAt})`

export const runChatCommand = async (command: ChatCommand, call: AdminCall): Promise<string> => {
  switch (command.kind) {
    case 'chatList': {
      const e = AdminEndpoints.chatMessages
      const query = new URLSearchParams({ ...(command.account ? { account: command.account } : {}), ...(command.limit ? { limit: String(command.limit) } : {}) }).toString()
      const { messages } = await call(e.method, query ? `${e.path}?${query}` : e.path, e.reply)
      return messages.length === 0 ? 'No chat messages.' : messages.map(formatChatMessage).join('\n')
    }
    case 'chatDelete': {
      const e = AdminEndpoints.chatDelete
      return `Deleted; the room no longer shows it.\n${formatChatMessage(await call(e.method, e.path.replace(':id', command.id), e.reply))}`
    }
    case 'chatMute': {
      const e = AdminEndpoints.chatMute
      return formatMuted(await call(e.method, e.path, e.reply, { account: command.account, minutes: command.minutes }))
    }
    case 'chatUnmute': {
      const e = AdminEndpoints.chatUnmute
      const r = await call(e.method, e.path, e.reply, { account: command.account })
      return r.wasMuted ? `${r.account} may chat again.` : `${r.account} was not muted.`
    }
    case 'chatMuted': {
      const e = AdminEndpoints.chatMuted
      const { muted } = await call(e.method, e.path, e.reply)
      return muted.length === 0 ? 'Nobody is muted.' : muted.map(formatMuted).join('\n')
    }
  }
}
