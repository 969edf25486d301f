import { beforeAll, describe, expect, it } from 'vitest'
import { AllEndpoints, type EndpointName } from '@/shared/api'
import { Languages } from '@/shared/config'
import { changeLanguage, failureKey, failureText, initI18n } from '@/shared/i18n'

// A failure's text may be in a namespace's file (locales/<ns>/<lang>.json): i18next falls back to
// every namespace, and the call's page loads its own.
const files = import.meta.glob<{ default: Record<string, unknown> }>(['/locales/*.json', '/locales/*/*.json'], { eager: true })
const textAt = (bundle: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), bundle)
const bundlesOf = (lang: string) => Object.entries(files).filter(([path]) => path.endsWith(`/${lang}.json`)).map(([, file]) => file.default)

describe('failure texts', () => {
  it('every failure code an endpoint declares has a text in all five languages', () => {
    const missing: string[] = []
    for (const [name, endpoint] of Object.entries(AllEndpoints)) {
      for (const code of Object.keys(endpoint.failures)) {
        const key = failureKey({ code, message: '' }, name as EndpointName)
        if (key === null) { missing.push(`${name} ${code}: no key`); continue }
        for (const lang of Languages) {
          const texts = bundlesOf(lang).map((bundle) => textAt(bundle, key))
          if (!texts.some((text) => typeof text === 'string' && text.trim() !== '')) missing.push(`${name} ${code}: ${key} missing in ${lang}.json`)
        }
      }
    }
    expect(missing).toEqual([])
  })

  describe('on a TY page', () => {
    beforeAll(async () => {
      await initI18n('ty')
      await changeLanguage('ty')
    })

    it("shows the translated text for the code, not the server's English", () => {
      expect(failureText({ code: 'LOGIN_FAILED', message: 'Incorrect username or password.' })).toBe('Mali ang username o password.')
      expect(failureText({ code: 'CAPTCHA_INVALID', message: 'The captcha is not correct.' })).toBe('Mali ang captcha.')
      // The same code reads as its call means it: a refused remember token asks to log in again.
      expect(failureText({ code: 'LOGIN_FAILED', message: 'Please log in again.', call: 'rememberLogin' })).toBe('Mangyaring mag-log in muli.')
      expect(failureText({ code: 'LOGIN_FAILED', message: 'The old password is not correct.', call: 'changePassword' })).toBe('Mali ang lumang password.')
    })

    it("falls back on the server's message only for a code the contract does not know", () => {
      expect(failureText({ code: 'UNDECLARED', serverCode: 'SOMETHING_NEW', message: 'Something new.' })).toBe('Something new.')
      // An undeclared failure whose wire code the contract knows still reads in the page's language.
      expect(failureText({ code: 'UNDECLARED', serverCode: 'CAPTCHA_REQUIRED', message: 'Please enter the captcha.' })).toBe('Pakilagay ang captcha.')
    })
  })
})
