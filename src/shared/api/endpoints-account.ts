import { Schema } from 'effect'
import * as System from './schemas/system.ts'
import * as Account from './schemas/account.ts'
import * as LoginVerification from './schemas/login-verification.ts'
import * as Social from './schemas/social.ts'
import { CaptchaAsked, LoginFailedValue } from './failures.ts'
import { botCheck, captcha, codeChecked, moduleOff, newPassword, realAccount, throttled } from './failure-groups.ts'
import { endpoint, endpointTable } from './endpoint.ts'

/**
 * Getting into an account: login (with its captcha and the unregistered-IP check), registration,
 * password recovery and change, social sign-in (schemas/account.ts, login-verification.ts,
 * social.ts). Only the login, registration and recovery screens load them.
 */
export const AccountEndpoints = endpointTable({
  captcha: endpoint({
    method: 'GET', path: '/wps/captcha', reply: System.CaptchaReply, auth: 'none', encrypted: false,
  }),
  altchaChallenge: endpoint({
    method: 'GET', path: '/wps/altcha/challenge', reply: Account.AltchaChallenge, auth: 'none', encrypted: false,
  }),
  countries: endpoint({
    method: 'GET', path: '/wps/system/countries', reply: Account.CountriesReply, auth: 'none', encrypted: false,
  }),
  login: endpoint({
    method: 'POST', path: '/wps/session/login', body: Account.LoginRequest, reply: Account.LoginReply, auth: 'none', encrypted: true,
    failures: { ...moduleOff, ...captcha, LOGIN_FAILED: LoginFailedValue, CODE_INVALID: Schema.optionalKey(CaptchaAsked), CODE_EXPIRED: Schema.optionalKey(CaptchaAsked), NON_MEMBER: null },
  }),
  rememberLogin: endpoint({
    method: 'POST', path: '/wps/session/login/remember', body: Account.RememberLoginRequest, reply: Account.LoginReply, auth: 'none', encrypted: true,
    failures: { LOGIN_FAILED: null, NON_MEMBER: null },
  }),
  smsNoLogin: endpoint({
    method: 'POST', path: '/wps/verification/sms/noLogin', body: Account.SmsNoLoginRequest, reply: Account.SmsReply, auth: 'none', encrypted: false,
    failures: { ...moduleOff, ...botCheck, ...throttled },
  }),
  smsRegister: endpoint({
    method: 'POST', path: '/wps/verification/sms/register', body: Account.SmsRegisterRequest, reply: Account.SmsReply, auth: 'none', encrypted: false,
    failures: { ...moduleOff, ...botCheck, ...throttled, ACCOUNT_EXISTS: null },
  }),
  register: endpoint({
    method: 'PUT', path: '/wps/member/register', body: Account.UsernameRegistration, reply: Account.LoginReply, auth: 'none', encrypted: true,
    failures: { ...moduleOff, ...botCheck, ...throttled, ...captcha, ...codeChecked, ...newPassword, ACCOUNT_EXISTS: null, AFFILIATE_INVALID: null },
  }),
  registerMobile: endpoint({
    method: 'PUT', path: '/wps/member/register/mobile', body: Account.RegistrationUser, reply: Account.LoginReply, auth: 'none', encrypted: true,
    failures: { ...moduleOff, ...botCheck, ...throttled, ...captcha, ...codeChecked, ...newPassword, ACCOUNT_EXISTS: null, AFFILIATE_INVALID: null },
  }),
  changePassword: endpoint({
    method: 'POST', path: '/wps/member/password', body: Account.ChangePasswordRequest, reply: Account.DoneReply, auth: 'token', encrypted: true,
    failures: { ...realAccount, ...newPassword, PASSWORD_MISMATCH: null, LOGIN_FAILED: null },
  }),
  passwordEmail: endpoint({
    method: 'POST', path: '/wps/member/password/email', body: Account.PasswordEmailRequest, reply: Account.DoneReply, auth: 'none', encrypted: false,
    failures: { ...moduleOff, ...throttled, ACCOUNT_NOT_FOUND: null },
  }),
  passwordEmailReset: endpoint({
    method: 'POST', path: '/wps/member/password/email/reset', body: Account.PasswordEmailResetRequest, reply: Account.DoneReply, auth: 'none', encrypted: true,
    failures: { ...moduleOff, ...codeChecked, ...newPassword },
  }),
  passwordVerification: endpoint({
    method: 'POST', path: '/wps/member/password/verification', body: Account.PasswordVerificationRequest, reply: Account.LoginReply, auth: 'none', encrypted: true,
    failures: { ...moduleOff, ...codeChecked, ...newPassword, NON_MEMBER: null },
  }),
  affiliate: endpoint({
    method: 'GET', path: '/wps/agent/affiliate', query: Account.AffiliateQuery, reply: Account.AffiliateReply, auth: 'none', encrypted: false,
  }),
  loginVerificationSend: endpoint({
    method: 'POST', path: '/wps/session/login/verification/send', body: LoginVerification.LoginVerificationSendRequest, reply: LoginVerification.LoginVerificationSendReply, auth: 'none', encrypted: false,
    failures: { ...throttled, CODE_EXPIRED: null },
  }),
  loginVerification: endpoint({
    method: 'POST', path: '/wps/session/login/verification', body: LoginVerification.LoginVerificationRequest, reply: Account.LoginReply, auth: 'none', encrypted: true,
    failures: { ...throttled, ...codeChecked, NON_MEMBER: null },
  }),
  socialProviders: endpoint({
    method: 'GET', path: '/wps/social/providers', reply: Social.SocialProvidersReply, auth: 'none', encrypted: false,
  }),
  socialStart: endpoint({
    method: 'POST', path: '/wps/social/start', body: Social.SocialStartRequest, reply: Social.SocialStartReply, auth: 'none', encrypted: false,
    failures: { ...throttled, SOCIAL_DISABLED: null, SOCIAL_FAILED: null },
  }),
  socialCallback: endpoint({
    method: 'POST', path: '/wps/social/callback', body: Social.SocialCallbackRequest, reply: Social.SocialCallbackReply, auth: 'none', encrypted: false,
    failures: { SOCIAL_DISABLED: null, SOCIAL_STATE_INVALID: null, SOCIAL_FAILED: null, NON_MEMBER: null },
  }),
  socialLink: endpoint({
    method: 'POST', path: '/wps/social/link', body: Social.SocialLinkRequest, reply: Account.LoginReply, auth: 'none', encrypted: true,
    failures: { ...throttled, SOCIAL_DISABLED: null, SOCIAL_TICKET_INVALID: null, SOCIAL_ALREADY_LINKED: null, LOGIN_FAILED: null, NON_MEMBER: null },
  }),
  socialRegister: endpoint({
    method: 'POST', path: '/wps/social/register', body: Social.SocialRegisterRequest, reply: Account.LoginReply, auth: 'none', encrypted: false,
    failures: { ...moduleOff, ...throttled, SOCIAL_DISABLED: null, SOCIAL_TICKET_INVALID: null, SOCIAL_ALREADY_LINKED: null, ACCOUNT_EXISTS: null },
  }),
})
