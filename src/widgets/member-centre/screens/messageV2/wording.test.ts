import { describe, expect, it } from 'vitest'
import type { InboxMessage } from '@/shared/api'
import type { TFunction } from '@/shared/i18n'
import { messageText } from './wording.ts'

// The key and the params it was given, so the test sees what the locale text would be filled with.
const t = ((key: string, params?: Record<string, unknown>) => `${key} ${JSON.stringify(params ?? {})}`) as unknown as TFunction
const won: InboxMessage = {
  id: 1, kind: 'raffle_won', title: null, body: null, broadcast: false, read: false, createdAt: 0,
  params: { amount: 2_500, ticket: 7, promotionId: 3, title_en: 'Moon raffle', title_ty: 'Palabunutan sa buwan', title_cn: '月亮抽奖', title_th: 'Moon raffle', title_vi: 'Moon raffle' },
}

describe('an event message\'s words', () => {
  it('names a raffle in the reader\'s language, English when that one is missing', () => {
    const body = messageText(won, 'ty', t, (m) => `PHP ${m / 100}`).body
    expect(body).toMatch(/^messages\.kind\.raffle_won\.body /)
    expect(body).toContain('"title":"Palabunutan sa buwan"')
    expect(body).toContain('"amount":"PHP 25"')
    const englishOnly = { ...won, params: { amount: 2_500, ticket: 7, title_en: 'Moon raffle' } }
    expect(messageText(englishOnly, 'cn', t, String).title).toContain('"title":"Moon raffle"')
  })
})
