import { fromPromise } from 'xstate'
import { AccountEndpoints, call, type LoginReply, type RegisterValidation } from '@/shared/api'
import type { FieldTexts, RegisterField, RegisterForm, RegisterLayout, RegistrationRequest } from '@machines/register.machine.ts'
import { captchaLogic, solveBotCheck, type useSmsRegisterLogic } from '@/entities/verification'
import { checkRegisterForm } from '../lib/register-form.ts'

/**
 * The real actors behind machines/register.machine.ts (the view adds the actions that touch
 * the screen). `checkForm` needs the register rules of the status reply the form was opened with;
 * the "Get code" child reports its failures in the app's dialog, so the view hands it in.
 */
export const registerActors = (rules: RegisterValidation, smsCode: ReturnType<typeof useSmsRegisterLogic>) => ({
  checkForm: fromPromise<FieldTexts, { layout: RegisterLayout; form: RegisterForm; only?: RegisterField }>(async ({ input }) => checkRegisterForm(input, rules)),
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
