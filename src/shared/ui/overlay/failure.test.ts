import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { changeLanguage, initI18n } from '@/shared/i18n'
import { failureDialog } from './failure.ts'

// The shared failure dialog of any call: a break or self-exclusion says when it ends, in GMT+8
// as the site shows time (yyyy-MM-dd HH:mm:ss), or that it never does.
const breakValue = { kind: 'break', startedAt: '2026-12-05T04:00:00.000Z', until: '2026-12-05T04:15:30.000Z' }

beforeAll(async () => {
  await initI18n('en')
})
afterEach(async () => {
  await changeLanguage('en')
})

describe('failureDialog', () => {
  it('ON_BREAK (a deposit refused): the translated text and the break’s end in GMT+8', () => {
    const dialog = failureDialog({ code: 'ON_BREAK', message: 'Server English', value: breakValue, call: 'depositCreate' })
    expect(dialog).toMatchObject({ testId: 'failure-dialog', title: 'Notice' })
    expect(dialog.message).toBe('You are taking a break. Until it ends you can only withdraw and view your records. It ends on 2026-12-05 12:15:30.')
  })

  it('SELF_EXCLUDED in Vietnamese: the end in GMT+8, or that a permanent one does not end', async () => {
    await changeLanguage('vi')
    const until = { ...breakValue, kind: 'exclusion', until: '2027-06-04T16:30:00.000Z' }
    expect(failureDialog({ code: 'SELF_EXCLUDED', message: '', value: until }).message).toMatch(/ Kết thúc lúc 2027-06-05 00:30:00\.$/)
    expect(failureDialog({ code: 'SELF_EXCLUDED', message: '', value: { ...until, until: null } }).message).toMatch(/ Không có thời hạn kết thúc\.$/)
  })

  it('any other refusal: its text alone, even with a value that has an end', () => {
    expect(failureDialog({ code: 'CHAT_MUTED', message: '', value: { until: null, secondsLeft: null } }).message).not.toMatch(/end/)
    expect(failureDialog({ code: 'INSUFFICIENT_FUNDS', message: '' }).message).toBe('Insufficient balance.')
  })
})
