import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { describePath, generatePaths, replayPath, type PathModel } from './testing/pathCoverage.ts'
import { bindAuthenticatorModel, bindContactModel, securityFormModel, securityInfo } from './testing/models/security.model.ts'
import { loginReply, usernameRequest, verificationAskedError } from './testing/models/login.model.ts'
import { bindContactMachine } from './bindContact.machine.ts'
import { loginMachine } from './login.machine.ts'
import { captchaMachine } from './captcha.machine.ts'

const models: [string, PathModel][] = [['bindContact', bindContactModel], ['bindAuthenticator', bindAuthenticatorModel], ['securityForm', securityFormModel]]

for (const [name, model] of models) {
  describe(`${name} machine: generated paths`, () => {
    for (const path of generatePaths(model)) {
      it(`replays ${describePath(path)}`, async () => {
        await replayPath(model, path)
      })
    }
  })
}

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('security flows: details the paths do not show', () => {
  it('login from a new IP: the authenticator and bank name go straight to the answer, with the method sent along', async () => {
    const send = vi.fn(async () => ({ expiredMinutes: 5, to: 'x' }))
    const verify = vi.fn(async (_: { input: { verificationId: string; method: string; code: string } }) => loginReply())
    const started: string[] = []
    const actor = createActor(loginMachine.provide({
      actors: {
        login: fromPromise(async () => Promise.reject(verificationAskedError)),
        sendVerification: fromPromise(send),
        verifyLogin: fromPromise(({ input }) => verify({ input })),
        captcha: captchaMachine.provide({ actors: { loadCaptcha: fromPromise(async () => 'img') } }),
      },
      actions: { sessionStarted: (_, { reply }) => void started.push(reply.account) },
    }), { input: { forceExpiredChange: false } }).start()
    actor.send({ type: 'credentials.submitted', request: usernameRequest })
    await tick()
    expect(actor.getSnapshot().context.verification?.methods).toEqual(['sms', 'email', 'bankName', 'authenticator'])
    actor.send({ type: 'verification.methodChosen', method: 'bankName' })
    expect(actor.getSnapshot().matches({ verifying: 'answerEntry' })).toBe(true)
    actor.send({ type: 'verification.methodChosen', method: 'authenticator' })
    actor.send({ type: 'verification.codeSubmitted', code: '654321' })
    await tick()
    expect(send).not.toHaveBeenCalled()
    expect(verify.mock.calls[0]![0].input).toMatchObject({ verificationId: 'v-1', method: 'authenticator', code: '654321' })
    // The verified login went to the session; the form is ready again.
    expect(started).toEqual(['juan'])
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('bind contact: the code goes with the address it was sent to; finished gets the new info', async () => {
    const confirm = vi.fn(async (_: { input: { target: unknown; code: string } }) => securityInfo)
    const finished = vi.fn()
    const actor = createActor(bindContactMachine.provide({
      actors: { sendCode: fromPromise(async () => ({ expiredMinutes: 5, to: 'j***@example.com' })), confirm: fromPromise<unknown, { target: unknown; code: string }>(({ input }) => confirm({ input })) },
      actions: { finished: (_, p) => finished(p) },
    })).start()
    actor.send({ type: 'code.requested', target: { email: 'juan@example.com' } })
    await tick()
    expect(actor.getSnapshot().context.sent).toEqual({ expiredMinutes: 5, to: 'j***@example.com' })
    actor.send({ type: 'code.submitted', code: '123456' })
    await tick()
    expect(confirm.mock.calls[0]![0].input).toEqual({ target: { email: 'juan@example.com' }, code: '123456' })
    expect(finished).toHaveBeenCalledWith({ info: securityInfo })
  })
})
