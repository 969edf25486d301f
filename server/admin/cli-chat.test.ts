import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './cli-args.ts'
import { formatChatMessage } from './cli-chat.ts'

const env = { ADMIN_TOKEN: 'token-0123456789' }

describe('chat commands', () => {
  it('parses list, delete, mute, unmute and muted', () => {
    expect(parseCliArgs(['chat', 'list'], env)).toMatchObject({ ok: true, command: { kind: 'chatList' } })
    expect(parseCliArgs(['chat', 'list', '--account', 'demo01', '--limit', '20'], env)).toMatchObject({ ok: true, command: { kind: 'chatList', account: 'demo01', limit: 20 } })
    expect(parseCliArgs(['chat', 'delete', '42'], env)).toMatchObject({ ok: true, command: { kind: 'chatDelete', id: '42' } })
    expect(parseCliArgs(['chat', 'mute', 'demo01', '--minutes', '30'], env)).toMatchObject({ ok: true, command: { kind: 'chatMute', account: 'demo01', minutes: 30 } })
    expect(parseCliArgs(['chat', 'mute', 'demo01', '--minutes', 'permanent'], env)).toMatchObject({ ok: true, command: { kind: 'chatMute', account: 'demo01', minutes: null } })
    expect(parseCliArgs(['chat', 'unmute', 'demo01'], env)).toMatchObject({ ok: true, command: { kind: 'chatUnmute', account: 'demo01' } })
    expect(parseCliArgs(['chat', 'muted'], env)).toMatchObject({ ok: true, command: { kind: 'chatMuted' } })
  })

  it('refuses what does not fit', () => {
    expect(parseCliArgs(['chat', 'mute', 'demo01'], env)).toMatchObject({ ok: false, error: 'chat mute needs --minutes <1 to 5256000> or --minutes permanent.' })
    expect(parseCliArgs(['chat', 'mute', 'demo01', '--minutes', '0'], env)).toMatchObject({ ok: false })
    expect(parseCliArgs(['chat', 'delete', 'x'], env)).toMatchObject({ ok: false })
    expect(parseCliArgs(['chat', 'list', '--limit', '501'], env)).toMatchObject({ ok: false, error: '--limit is 1 to 500.' })
    expect(parseCliArgs(['chat', 'delete', '3', '--minutes', '5'], env)).toMatchObject({ ok: false, error: '--minutes does not belong to "chat delete".' })
  })

  it('shows a message quoted, and who deleted it', () => {
    const text = formatChatMessage({ id: 7, account: 'demo01', text: 'hi\nthere', createdAt: '2026-12-05T04:00:00.000Z', deletedAt: '2026-12-05T04:01:00.000Z', deletedBy: 'rosa' })
    expect(text).toBe('#7 2026-12-05T04:00:00.000Z demo01 [deleted by rosa at 2026-12-05T04:01:00.000Z]: "hi\\nthere"')
  })
})
