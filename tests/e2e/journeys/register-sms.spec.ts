import { smsCodePaths, smsCodeSights } from '../../../src/widgets/auth-modals/paths/smsCode.sights.ts'
import { test, expect, type Page } from '../support/test.ts'
import { freshMobile, readCode } from '../support/accounts.ts'
import { heldCalls, type HeldCalls } from '../support/held-calls.ts'
import { describeJourney, type Journey } from '../support/journey.ts'

// "Get code" on the sign-up modal's mobile tab, its generated paths in Chromium against the real
// server: the bot check's real challenge solved by the page, the code sent to the outbox (read
// with the operator CLI), and the countdown of the code's five minutes to "Get code" again, its
// seconds passed on the page's clock. The server refuses neither a first code nor the bot
// check's own challenge, so the refusals and their throttle are the jsdom screen's to walk.
test.describe.configure({ timeout: 180_000 })

/** The code's lifetime the server answers (server/modules/account/codes.ts, CODE_TTL_MINUTES). */
const CODE_MINUTES = 5

interface SmsRun {
  readonly page: Page
  readonly mobile: string
  readonly challenge: HeldCalls
  readonly send: HeldCalls
}

let clockInstalled = false
const getCode = (page: Page) => page.getByTestId('reg-get-code')

const journey: Journey<SmsRun> = {
  name: 'smsCode-register',
  paths: smsCodePaths(CODE_MINUTES),
  // What failure texts the refusals would show: none is caused here.
  sights: smsCodeSights(() => ''),
  offered: (_s, e) => !e.type.startsWith('xstate.error.') && e.type !== 'xstate.after.smsThrottle.smsCode.throttled',
  async start(page, index) {
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${150 + index}` })
    if (!clockInstalled) {
      // The countdown's seconds pass when a step says: the page's clock runs on its own until then.
      await page.clock.install()
      clockInstalled = true
    }
    await page.goto('/index')
    await page.evaluate(() => window.sessionStorage.clear())
    await page.goto('/index')
    await page.getByTestId('header-signup').click()
    await page.getByRole('tab', { name: 'Mobile number', exact: true }).click()
    const mobile = freshMobile()
    await page.getByTestId('reg-mobileNum').fill(mobile)
    return { page, mobile, challenge: await heldCalls(page, '/wps/altcha/challenge'), send: await heldCalls(page, '/wps/verification/sms/register') }
  },
  async end(run) {
    await run.challenge.stop()
    await run.send.stop()
    await run.page.clock.resume()
  },
  see: {
    'smsCode.countingDown': async (run, _s, event) => {
      // The code really went out: the outbox holds it for the number typed.
      if (event.type === 'xstate.done.actor.sendCode') expect(await readCode(run.mobile)).toMatch(/^\d{6}$/)
    },
  },
  cause: {
    async 'sms.codeRequested'(run) {
      run.challenge.hold()
      await getCode(run.page).click()
      await run.challenge.made()
    },
    async 'xstate.done.actor.solveBotCheck'(run) {
      // The page solves the server's real challenge, then sends the code with the proof.
      run.send.hold()
      expect(await run.challenge.release()).toBe(200)
      await run.send.made(30_000)
    },
    async 'xstate.done.actor.sendCode'(run) {
      // From here a second passes only when a step says so. Paused a little ahead of the page's own
      // time (a time already past is refused, and a loaded machine can take a while to get there).
      await run.page.clock.pauseAt(await run.page.evaluate(() => Date.now()) + 2_000)
      expect(await run.send.release()).toBe(200)
    },
    'xstate.after.tick.smsCode.countingDown': async (run) => run.page.clock.fastForward(1_000),
  },
}

await describeJourney(journey)
