import { describe, it, expect, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, type ActorRefFrom } from 'xstate'
import type { LoginReply } from '@/shared/api'
import { describePath, generatePaths, measureCoverage, replayPath, type PathModel } from './testing/pathCoverage.ts'
import { smsTarget } from './testing/models/smsCode.model.ts'
import { loginReply, usernameRequest } from './testing/models/login.model.ts'
import { logoutModel } from './testing/models/logout.model.ts'
import { changePasswordModel, forcedChangePasswordModel, passwordChange } from './testing/models/changePassword.model.ts'
import { sessionModel, restoredSessionModel } from './testing/models/session.model.ts'
import { afterFirstLoginModel, afterFreePlayModel } from './testing/models/afterLogin.model.ts'
import { forgotPasswordModel } from './testing/models/forgotPassword.model.ts'
import { registerModel, registerInput, plainForm, mobileForm } from './testing/models/register.model.ts'
import { freePlayModel } from './testing/models/freePlay.model.ts'
import { dropdownModel } from './testing/models/dropdown.model.ts'
import { socialSignInModel } from './testing/models/socialSignIn.model.ts'
import { captchaMachine, CAPTCHA_THROTTLE_MS } from './captcha.machine.ts'
import { smsCodeMachine } from './smsCode.machine.ts'
import { loginMachine } from './login.machine.ts'
import { changePasswordMachine } from './changePassword.machine.ts'
import { registerMachine, type RegisterInput } from './register.machine.ts'
import { dropdownMachine, DROPDOWN_HIDE_MS } from './dropdown.machine.ts'

const models: [string, PathModel][] = [
  // The login flow's paths drive its real screen (src/widgets/auth-modals/paths), and so do the
  // captcha's and the SMS code's (as the register panel runs them: captcha.paths.test.tsx, smsCode.paths.test.tsx).
  ['logout', logoutModel],
  ['forgotPassword', forgotPasswordModel], ['register', registerModel], ['freePlay', freePlayModel], ['dropdown', dropdownModel],
  ['socialSignIn', socialSignInModel],
]

// Machines whose branches follow their input: each input's paths are replayed here; together
// they cover the machine (machines/coverage.test.ts).
const inputModels: [string, PathModel][] = [
  ['changePassword (own)', changePasswordModel], ['changePassword (forced by a login)', forcedChangePasswordModel], ['session (first visit)', sessionModel], ['session (reload)', restoredSessionModel],
  ['afterLogin (first password login)', afterFirstLoginModel], ['afterLogin (free play)', afterFreePlayModel],
]
for (const [name, model] of inputModels) {
  describe(`${name}: generated paths`, () => {
    for (const path of generatePaths(model)) {
      it(`replays ${describePath(path)}`, async () => {
        await replayPath(model, path)
      })
    }
  })
}

// Every generated path is replayed against the real machine, the state checked after every step.
for (const [name, model] of models) {
  describe(`${name} machine: generated paths`, () => {
    const paths = generatePaths(model)
    for (const path of paths) {
      it(`replays ${describePath(path)}`, async () => {
        await replayPath(model, path)
      })
    }
    it('covers every state and transition', async () => {
      const report = await measureCoverage(model)
      expect(report.missingStates).toEqual([])
      expect(report.missingTransitions).toEqual([])
    })
  })
}

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('details the paths do not show', () => {
  it('captcha: a click within 1000 ms of the last load does nothing; after it, a new image loads', async () => {
    const clock = new SimulatedClock()
    const load = vi.fn(async () => `img${load.mock.calls.length}`)
    const actor = createActor(captchaMachine.provide({ actors: { loadCaptcha: fromPromise(load) } }), { clock }).start()
    actor.send({ type: 'captcha.requested' })
    await tick()
    expect(actor.getSnapshot().context.image).toBe('img1')
    actor.send({ type: 'captcha.refreshRequested' })
    expect(load).toHaveBeenCalledTimes(1)
    clock.increment(CAPTCHA_THROTTLE_MS)
    actor.send({ type: 'captcha.refreshRequested' })
    await tick()
    expect(load).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().context.image).toBe('img2')
  })

  it('SMS: expiredMinutes×60 seconds of countdown, one per tick, then sending is allowed again', async () => {
    const clock = new SimulatedClock()
    const actor = createActor(
      smsCodeMachine.provide({ actors: { solveBotCheck: fromPromise(async () => 'alt'), sendCode: fromPromise(async () => ({ expiredMinutes: 5 })) } }),
      { clock },
    ).start()
    actor.send({ type: 'sms.codeRequested', target: smsTarget })
    await tick()
    await tick()
    expect(actor.getSnapshot().context.secondsLeft).toBe(300)
    expect(actor.getSnapshot().can({ type: 'sms.codeRequested', target: smsTarget })).toBe(false)
    for (let i = 0; i < 299; i++) clock.increment(1000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(1)
    clock.increment(1000)
    expect(actor.getSnapshot().value).toBe('ready')
  })

  it('SMS: the bot-check payload goes with the number to the send', async () => {
    const seen: unknown[] = []
    const actor = createActor(
      smsCodeMachine.provide({ actors: { solveBotCheck: fromPromise(async () => 'alt-1'), sendCode: fromPromise(async ({ input }) => (seen.push(input), { expiredMinutes: 1 })) } }),
    ).start()
    actor.send({ type: 'sms.codeRequested', target: smsTarget })
    await tick()
    await tick()
    expect(seen).toEqual([{ target: smsTarget, altcha: 'alt-1' }])
    actor.stop()
  })

  it('login: an expired password needs a change only when PWDEXPFORCECHANGE3 is on', async () => {
    for (const [force, expected, started] of [[true, 'changingPassword', 0], [false, 'editing', 1]] as const) {
      const sessions: unknown[] = []
      const actor = createActor(
        loginMachine.provide({
          actors: { login: fromPromise(async () => loginReply({ passwordExpired: true })) },
          actions: { sessionStarted: (_, { reply }) => void sessions.push(reply) },
        }),
        { input: { forceExpiredChange: force } },
      ).start()
      actor.send({ type: 'credentials.submitted', request: usernameRequest })
      await tick()
      await tick()
      expect(actor.getSnapshot().value).toBe(expected)
      expect(sessions).toHaveLength(started)
    }
  })

  it('login: the submission may say PWDEXPFORCECHANGE3 is on (the flow outlives the form)', async () => {
    const actor = createActor(loginMachine.provide({ actors: { login: fromPromise(async () => loginReply({ passwordExpired: true })) } }), { input: {} }).start()
    actor.send({ type: 'credentials.submitted', request: usernameRequest, forceExpiredChange: true })
    await tick()
    await tick()
    expect(actor.getSnapshot().value).toBe('changingPassword')
  })

  it('login: the failure is reported with the server code and message', async () => {
    const reported: unknown[] = []
    const actor = createActor(
      loginMachine.provide({
        actors: { login: fromPromise(async () => Promise.reject({ code: 'NON_MEMBER', message: 'Non-member account unable to login' })) },
        actions: { reportFailure: (_, params) => void reported.push(params.failure) },
      }),
      { input: { forceExpiredChange: false } },
    ).start()
    actor.send({ type: 'credentials.submitted', request: usernameRequest })
    await tick()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(reported).toEqual([{ code: 'NON_MEMBER', message: 'Non-member account unable to login' }])
    expect(actor.getSnapshot().context.captchaRequired).toBe(false)
  })

  it('register: the bot-check payload goes with the request; no affiliate check without a code', async () => {
    const check = vi.fn(async () => ({ valid: true }))
    const sent: unknown[] = []
    const actor = createActor(
      registerMachine.provide({
        actors: {
          checkAffiliate: fromPromise(check),
          solveBotCheck: fromPromise(async () => 'alt-2'),
          register: fromPromise(async ({ input }) => (sent.push(input), loginReply())),
        },
      }),
      { input: registerInput },
    ).start()
    actor.send({ type: 'registration.submitted', form: plainForm, check: {} })
    for (let i = 0; i < 5; i++) await tick()
    expect(check).not.toHaveBeenCalled()
    expect(sent).toEqual([
      {
        method: 'register',
        user: { username: 'juan01', password: 'Secret123', confirmPassword: 'Secret123', captcha: 'ab12', login: true, registerMethod: 'WEB', agreedTerms: true },
        altcha: 'alt-2',
      },
    ])
    expect(actor.getSnapshot().value).toBe('registered')
  })

  it('dropdown: hides 200 ms after blur, stays when focus comes back', () => {
    const clock = new SimulatedClock()
    const actor = createActor(dropdownMachine, { clock }).start()
    actor.send({ type: 'dropdown.toggled' })
    actor.send({ type: 'dropdown.blurred' })
    clock.increment(DROPDOWN_HIDE_MS - 1)
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
    actor.send({ type: 'dropdown.focused' })
    clock.increment(DROPDOWN_HIDE_MS)
    expect(actor.getSnapshot().value).toBe('open')
    actor.send({ type: 'dropdown.blurred' })
    clock.increment(DROPDOWN_HIDE_MS)
    expect(actor.getSnapshot().value).toBe('closed')
  })
})

describe('register chain', () => {
  /** The register machine with its children real and every call a mock. */
  const start = (over: { input?: RegisterInput; register?: () => Promise<LoginReply> } = {}) => {
    const calls = { captcha: 0, sms: [] as unknown[], registered: 0, reported: [] as unknown[], refused: 0 }
    const clock = new SimulatedClock()
    const actor = createActor(
      registerMachine.provide({
        actors: {
          captcha: captchaMachine.provide({ actors: { loadCaptcha: fromPromise(async () => `img${++calls.captcha}`) } }),
          smsCode: smsCodeMachine.provide({
            actors: { solveBotCheck: fromPromise(async () => 'alt'), sendCode: fromPromise(async ({ input }) => (calls.sms.push(input), { expiredMinutes: 1 })) },
          }),
          checkAffiliate: fromPromise(async (): Promise<{ valid: boolean }> => ({ valid: true })),
          solveBotCheck: fromPromise(async () => 'alt'),
          register: fromPromise(over.register ?? (async () => (calls.registered++, loginReply()))),
        },
        actions: { reportFailure: (_, { failure }) => void calls.reported.push(failure.code), registrationFailed: () => void calls.refused++ },
      }),
      { input: over.input ?? registerInput, clock },
    ).start()
    return { actor, calls, clock }
  }
  const settle = async () => {
    for (let i = 0; i < 6; i++) await tick()
  }
  const noCaptcha: RegisterInput = {
    ...registerInput,
    layouts: { register: { ...registerInput.layouts.register, captcha: false }, registerMobile: { ...registerInput.layouts.registerMobile, captcha: false } },
  }

  it('the captcha image loads when the form opens only if the rules show a captcha', async () => {
    const shown = start()
    await settle()
    expect(shown.calls.captcha).toBe(1)
    expect(shown.actor.getSnapshot().children.captcha?.getSnapshot().context.image).toBe('img1')
    const hidden = start({ input: noCaptcha })
    await settle()
    expect(hidden.calls.captcha).toBe(0)
  })

  it('Get code: ignored on a tab without the SMS code; on the mobile tab the number is checked, then the smsCode child sends it', async () => {
    const { actor, calls } = start()
    actor.send({ type: 'sms.codeRequested', form: mobileForm, check: {} })
    await settle()
    expect(calls.sms).toEqual([])
    actor.send({ type: 'method.chosen', method: 'registerMobile' })
    actor.send({ type: 'sms.codeRequested', form: mobileForm, check: {} })
    await settle()
    expect(calls.sms).toEqual([{ target: { mobileNum: '9171234567', countryDialingCode: '63' }, altcha: 'alt' }])
    expect(actor.getSnapshot().children.smsCode?.getSnapshot().hasTag('sent')).toBe(true)
  })

  it('Get code: a number its rule refuses shows the error under the field and sends nothing', async () => {
    const { actor, calls } = start()
    actor.send({ type: 'method.chosen', method: 'registerMobile' })
    actor.send({ type: 'sms.codeRequested', form: mobileForm, check: { mobileNum: 'Digits only, 10 digits' } })
    await settle()
    expect(calls.sms).toEqual([])
    expect(actor.getSnapshot().context.errors).toEqual({ mobileNum: { text: 'Digits only, 10 digits' } })
    actor.send({ type: 'field.edited', field: 'mobileNum' })
    expect(actor.getSnapshot().context.errors.mobileNum).toBeUndefined()
  })

  it('a form the check refuses goes no further: its errors stay under the fields', async () => {
    const { actor, calls } = start()
    actor.send({ type: 'registration.submitted', form: plainForm, check: { username: 'Username cannot be empty', terms: 'Please agree' } })
    await settle()
    expect(calls.registered).toBe(0)
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.errors).toEqual({ username: { text: 'Username cannot be empty' }, terms: { text: 'Please agree' } })
  })

  const refusedWith = async (error: object, method: 'register' | 'registerMobile' = 'registerMobile') => {
    const run = start({ register: async () => Promise.reject(error) })
    await settle()
    run.actor.send({ type: 'method.chosen', method })
    run.actor.send({ type: 'registration.submitted', form: method === 'register' ? plainForm : mobileForm, check: {} })
    await settle()
    // The server answers one captcha image a second: the new one waits for the second to pass.
    const captchasWithinTheSecond = run.calls.captcha
    run.clock.increment(CAPTCHA_THROTTLE_MS)
    await settle()
    return { ...run, captchasWithinTheSecond, errors: run.actor.getSnapshot().context.errors, state: run.actor.getSnapshot().value }
  }

  it('a wrong SMS code is shown under the code field, not reported; a new captcha loads (the used one is spent)', async () => {
    const failure = { code: 'CODE_INVALID', message: 'Invalid code' }
    const { errors, state, calls } = await refusedWith({ failure })
    expect(state).toBe('editing')
    expect(errors).toEqual({ verificationCode: { failure } })
    expect(calls.reported).toEqual([])
    expect(calls.captcha).toBe(2)
    expect(calls.refused).toBe(1)
  })

  it('a captcha asked again is shown under the captcha with a new image', async () => {
    const failure = { code: 'CAPTCHA_INVALID', message: 'The captcha is not correct.', value: { captcha: true } }
    const { errors, calls, captchasWithinTheSecond } = await refusedWith({ failure }, 'register')
    expect(errors).toEqual({ captcha: { failure } })
    expect(calls.reported).toEqual([])
    expect(captchasWithinTheSecond).toBe(1)
    expect(calls.captcha).toBe(2)
  })

  it('the fields a VALIDATION_FAILED names go under those fields; one the form does not have is reported', async () => {
    const failure = { code: 'VALIDATION_FAILED', message: 'bad', value: { fields: [{ field: 'username', reason: 'taken' }, { field: 'username', reason: 'pattern' }] } }
    const named = await refusedWith({ failure }, 'register')
    expect(named.errors).toEqual({ username: { failure } })
    expect(named.calls.reported).toEqual([])
    const other = { code: 'VALIDATION_FAILED', message: 'bad', value: { fields: [{ field: 'recommenderId', reason: 'pattern' }] } }
    expect((await refusedWith({ failure: other }, 'register')).calls.reported).toEqual(['VALIDATION_FAILED'])
  })

  it('any other refusal is reported and the form stays', async () => {
    const { errors, state, calls } = await refusedWith({ failure: { code: 'ACCOUNT_EXISTS', message: 'exists' } })
    expect(state).toBe('editing')
    expect(errors).toEqual({})
    expect(calls.reported).toEqual(['ACCOUNT_EXISTS'])
  })
})

describe('after a successful login or registration', () => {
  it('login: the reply goes to the session at once, or only once a forced change is done (with the new token)', async () => {
    const sessions: string[] = []
    const changes: unknown[] = []
    const actor = createActor(
      loginMachine.provide({
        actors: {
          login: fromPromise(async () => loginReply({ firstTimeLogin: true, defaultPassword: true, token: 'new-t0k3n' })),
          changePassword: changePasswordMachine.provide({ actors: { changePassword: fromPromise(async ({ input }) => void changes.push(input)) } }),
        },
        actions: { sessionStarted: (_, { reply }) => void sessions.push(reply.token) },
      }),
      { input: { forceExpiredChange: false } },
    ).start()
    actor.send({ type: 'credentials.submitted', request: usernameRequest })
    await tick()
    await tick()
    expect(actor.getSnapshot().value).toBe('changingPassword')
    expect(sessions).toEqual([])
    const child = actor.getSnapshot().children.changePassword as ActorRefFrom<typeof changePasswordMachine>
    child.send({ type: 'passwords.submitted', change: passwordChange })
    for (let i = 0; i < 3; i++) await tick()
    expect(changes).toEqual([{ change: passwordChange, token: 'new-t0k3n' }])
    expect(sessions).toEqual(['new-t0k3n'])
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('login: a new login replaces an abandoned forced change', async () => {
    let reply = loginReply({ defaultPassword: true })
    const sessions: LoginReply[] = []
    const actor = createActor(
      loginMachine.provide({ actors: { login: fromPromise(async () => reply) }, actions: { sessionStarted: (_, p) => void sessions.push(p.reply) } }),
      { input: { forceExpiredChange: false } },
    ).start()
    actor.send({ type: 'credentials.submitted', request: usernameRequest })
    await tick()
    expect(actor.getSnapshot().value).toBe('changingPassword')
    reply = loginReply()
    actor.send({ type: 'credentials.submitted', request: usernameRequest })
    await tick()
    await tick()
    expect(sessions).toEqual([reply])
  })

  it('register: the new account\'s reply goes to the session', async () => {
    const sessions: string[] = []
    const actor = createActor(
      registerMachine.provide({
        actors: {
          solveBotCheck: fromPromise(async () => 'alt'),
          register: fromPromise(async () => loginReply({ firstTimeLogin: true, account: 'maria01' })),
        },
        actions: { sessionStarted: (_, { reply }) => void sessions.push(reply.account) },
      }),
      { input: registerInput },
    ).start()
    actor.send({ type: 'registration.submitted', form: plainForm, check: {} })
    for (let i = 0; i < 5; i++) await tick()
    expect(sessions).toEqual(['maria01'])
    expect(actor.getSnapshot().value).toBe('registered')
  })
})
