import { fromPromise } from 'xstate'
import { AccountEndpoints, call, type LoginReply } from '@/shared/api'
import type { RegistrationRequest } from '@machines/register.machine.ts'
import { captchaLogic, solveBotCheck, type useSmsRegisterLogic } from '@/entities/verification'

/**
 * The real actors behind machines/register.machine.ts (the view adds the actions that touch
 * the screen). The "Get code" child reports its failures in the app's dialog, so the view hands it in.
 */
export const registerActors = (smsCode: ReturnType<typeof useSmsRegisterLogic>) => ({
  captcha: captchaLogic,
  smsCode,
  checkAffiliate: fromPromise<{ valid: boolean }, { code: string }>(({ input, signal }) => call(AccountEndpoints.affiliate, { query: { code: input.code, domain: window.location.host }, signal })),
  solveBotCheck: fromPromise<string, void>(({ signal }) => solveBotCheck(signal)),
  // The page the player registers on goes with the user (spec §3); the machine hands the reply to the session.
  register: fromPromise<LoginReply, RegistrationRequest & { altcha: string }>(({ input, signal }) => {
    const body = { ...input.user, registerUrl: window.location.href, domain: window.location.host, altcha: input.altcha }
    if (input.method === 'registerMobile') return call(AccountEndpoints.registerMobile, { body, signal })
    // The contract requires the key; an empty username is refused with the field named, as before.
    return call(AccountEndpoints.register, { body: { ...body, username: body.username ?? '' }, signal })
  }),
})
