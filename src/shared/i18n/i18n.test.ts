import { beforeAll, describe, expect, it, vi } from 'vitest'

// A fresh i18next of the app's: these tests add texts and read namespaces, which the other
// test files of this worker (they share a module graph) must not see, nor these see theirs.
let i18n: typeof import('./i18n.ts')['i18n']
let changeLanguage: typeof import('./i18n.ts')['changeLanguage']
let loadFallbackTexts: typeof import('./i18n.ts')['loadFallbackTexts']
let loadTexts: typeof import('./i18n.ts')['loadTexts']
beforeAll(async () => {
  vi.resetModules()
  const fresh = await import('./i18n.ts')
  ;({ i18n, changeLanguage, loadFallbackTexts, loadTexts } = fresh)
  await fresh.initI18n('en')
})

describe('the texts through i18next', () => {
  it('shows a key the language lacks in English, not as the key', async () => {
    await changeLanguage('ty')
    await loadFallbackTexts()
    i18n.addResource('en', 'translation', 'test.onlyInEnglish', 'Only in English')
    expect(i18n.t('test.onlyInEnglish')).toBe('Only in English')
    expect(i18n.t('common.close')).toBe('Isara')
    // A key no file has reads as its default text when the code gives one.
    expect(i18n.t('nav.gameType.XYZ', { defaultValue: 'XYZ' })).toBe('XYZ')
    expect(i18n.t('footer.none', { brand: 'Tala', defaultValue: 'Made by {{brand}}' })).toBe('Made by Tala')
  })

  it('words a count with the forms of the language shown', async () => {
    await changeLanguage('en')
    await loadTexts('account')
    const sent = (count: number) => i18n.t('security.bind.sentTo', { to: 'a***@b.c', count })
    expect(sent(1)).toBe('The code was sent to a***@b.c. It expires in 1 minute.')
    expect(sent(5)).toBe('The code was sent to a***@b.c. It expires in 5 minutes.')
    // Two counts in one text: each takes its own form through a nested text (from the main
    // namespace, inside a text of the member centre's).
    await loadTexts('member')
    expect(i18n.t('money.withdraw.rules', { promised: 1, autoReceive: 30 })).toBe(
      'Paid out within 1 minute. Without your answer within 30 minutes of the payout it counts as received and cannot be refunded.',
    )
    await changeLanguage('ty')
    expect(sent(1)).toBe('Naipadala ang code sa a***@b.c. Mag-e-expire ito sa loob ng 1 minuto.')
    expect(sent(4)).toBe('Naipadala ang code sa a***@b.c. Mag-e-expire ito sa loob ng 4 minuto.')
    // Chinese has one form for every count.
    await changeLanguage('cn')
    expect(sent(1)).toBe('验证码已发送至 a***@b.c，1 分钟内有效。')
    expect(sent(5)).toBe('验证码已发送至 a***@b.c，5 分钟内有效。')
  })

  it('reads a centre\'s texts only when asked, and in the new language on a switch', async () => {
    await changeLanguage('th')
    expect(i18n.hasResourceBundle('th', 'agent')).toBe(false)
    expect(i18n.t('agent.menu.myIncome')).toBe('agent.menu.myIncome')
    await loadTexts('agent')
    const thai = i18n.t('agent.menu.myIncome')
    expect(thai).not.toBe('agent.menu.myIncome')
    await changeLanguage('vi')
    expect(i18n.hasResourceBundle('vi', 'agent')).toBe(true)
    expect(i18n.t('agent.menu.myIncome')).not.toBe(thai)
    expect(i18n.t('agent.menu.myIncome')).not.toBe('agent.menu.myIncome')
  })

  it('formats minor units as money in the language shown: {{value, amount}}', async () => {
    i18n.addResource('en', 'translation', 'test.paid', 'Paid {{value, amount}}')
    i18n.addResource('vi', 'translation', 'test.paid', 'Đã trả {{value, amount}}')
    await changeLanguage('en')
    expect(i18n.t('test.paid', { value: 123_456_789 })).toBe('Paid 1,234,567.89')
    await changeLanguage('vi')
    expect(i18n.t('test.paid', { value: 123_456 })).toBe('Đã trả 1.234,56')
    // A text only EN has still formats for the page's language.
    i18n.addResource('en', 'translation', 'test.paidEnglish', 'Paid {{value, amount}}')
    expect(i18n.t('test.paidEnglish', { value: 5 })).toBe('Paid 0,05')
  })

  it('fills placeholders: numbers as digits (0 too), nothing for null or undefined, untouched when not given, never twice', async () => {
    await changeLanguage('en')
    i18n.addResource('en', 'translation', 'test.hello', 'Hello {{name}}, you have {{ count }} games')
    i18n.addResource('en', 'translation', 'test.empty', '')
    expect(i18n.t('test.hello', { name: 'Ana', count: 0 })).toBe('Hello Ana, you have 0 games')
    expect(i18n.t('test.hello', { name: null, count: undefined })).toBe('Hello , you have  games')
    expect(i18n.t('test.hello', { name: 'Ana' })).toBe('Hello Ana, you have {{ count }} games')
    expect(i18n.t('test.hello')).toBe('Hello {{name}}, you have {{ count }} games')
    expect(i18n.t('test.hello', { name: '{{count}}', count: 3 })).toBe('Hello {{count}}, you have 3 games')
    // React escapes what it renders: i18next does not escape a second time.
    expect(i18n.t('test.hello', { name: '<b>&', count: 1 })).toBe('Hello <b>&, you have 1 games')
    expect(i18n.t('test.empty')).toBe('')
    // A key that names a group of texts is not a text.
    expect(i18n.t('common')).toBe('common')
    expect(i18n.t('common.close.more')).toBe('common.close.more')
  })
})
