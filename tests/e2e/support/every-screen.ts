import { test, expect } from './test.ts'
import { drawn, sideways } from './sideways.ts'
import { englishLeft, untranslatedEnglish } from './english-left.ts'
import { everyMemberCentrePage, everyModal, everyRoute, startAs, type Arrival, type LoginState } from './tour.ts'
import { axeViolations } from './axe.ts'

// Every route of spec §2 and every modal, logged out and logged in, in TY (the default language,
// with the longest labels) and EN, each visited once and seen two ways:
// - loaded on a 390 x 844 phone, nothing scrolls sideways or is cut off;
// - widened to 1280 px, axe's WCAG 2.0 A/AA, 2.1 AA and 2.2 AA rules (target size included)
//   find no violation: in TY (the longest labels) on every route and modal, in EN on home (an
//   axe pass is seconds per screen on the CI machine, and the screens are the same components
//   in either language);
// - logged out in TY, each route is loaded by its address (a visitor arriving from a link); the
//   other walks load the first by its address and reach the rest through the app's router, as a
//   player moves between screens (a new start of the app per screen costs the browser about a
//   second of CPU, and the logged-out TY walk already starts it on every route);
// - in TY, no text of the EN locale files that is not also TY (names and codes allowed,
//   support/english-left.ts) is shown or named: on every route and modal, and logged in on
//   every page of the member centre too (issue 38, item 9).
// A file runs in one worker and each walk is minutes long, so the spec files split them: the
// two TY walks (axe on every route) have a file each, the two EN walks share one.
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 720 }

/** The walks of `lang` in each of `states`, as tests of the spec file that calls this. */
export function everyScreenIn(lang: 'ty' | 'en', states: LoginState[]): void {
  test.use({ viewport: PHONE })
  for (const state of states) {
    const axeOn = (label: string) => lang === 'ty' || label === '/index'
    const noEnglish = lang === 'ty' ? ', no English' : ''
    test(`every route and modal, ${state}, ${lang.toUpperCase()}: nothing sideways at 390 px, no axe violation at 1280 px${noEnglish}`, async ({ page }) => {
      test.setTimeout(480_000)
      await startAs(page, lang, state)
      const phone: Record<string, string[]> = {}
      const axe: Record<string, string[]> = {}
      const english: Record<string, string[]> = {}
      const untranslated = lang === 'ty' ? untranslatedEnglish() : null
      const checkEnglish = async (label: string) => {
        if (!untranslated) return
        const left = await englishLeft(page, untranslated)
        if (left.length > 0) english[label] = left
      }
      const check = async (label: string) => {
        await checkEnglish(label)
        const problems = await sideways(page)
        if (problems.length > 0) phone[label] = problems
        if (!axeOn(label)) return
        await page.setViewportSize(DESKTOP)
        await drawn(page)
        const v = await axeViolations(page)
        if (v.length > 0) axe[label] = v
        // The next screen is loaded at phone width; sideways() waits for its frame.
        await page.setViewportSize(PHONE)
      }
      const arrival: Arrival = lang === 'ty' && state === 'logged out' ? 'by address' : 'in the app'
      await everyRoute(page, state, check, arrival)
      await everyModal(page, state, check)
      if (untranslated && state === 'logged in') await everyMemberCentrePage(page, checkEnglish)
      expect({ phone, axe, english }).toEqual({ phone: {}, axe: {}, english: {} })
    })
  }
}
