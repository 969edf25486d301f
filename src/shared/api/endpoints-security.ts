import * as Security from './schemas/security.ts'
import { codeChecked, realAccount, throttled } from './failure-groups.ts'
import { endpoint, endpointTable } from './endpoint.ts'

/** The member centre's security bindings: e-mail, mobile, payee name, authenticator (schemas/security.ts). */
export const SecurityEndpoints = endpointTable({
  security: endpoint({
    method: 'GET', path: '/wps/member/security', reply: Security.SecurityInfo, auth: 'token', encrypted: false,
    failures: { ...realAccount },
  }),
  bindEmailSend: endpoint({
    method: 'POST', path: '/wps/member/security/email/send', body: Security.BindEmailSendRequest, reply: Security.BindCodeSentReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, ...throttled, ALREADY_BOUND: null, IN_USE: null },
  }),
  bindEmail: endpoint({
    method: 'POST', path: '/wps/member/security/email', body: Security.BindEmailRequest, reply: Security.SecurityInfo, auth: 'token', encrypted: false,
    failures: { ...realAccount, ...codeChecked, IN_USE: null },
  }),
  bindMobileSend: endpoint({
    method: 'POST', path: '/wps/member/security/mobile/send', body: Security.BindMobileSendRequest, reply: Security.BindCodeSentReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, ...throttled, ALREADY_BOUND: null, IN_USE: null },
  }),
  bindMobile: endpoint({
    method: 'POST', path: '/wps/member/security/mobile', body: Security.BindMobileRequest, reply: Security.SecurityInfo, auth: 'token', encrypted: false,
    failures: { ...realAccount, ...codeChecked, IN_USE: null },
  }),
  bindPayeeName: endpoint({
    method: 'POST', path: '/wps/member/security/payee', body: Security.BindPayeeNameRequest, reply: Security.SecurityInfo, auth: 'token', encrypted: true,
    failures: { ...realAccount, ALREADY_BOUND: null },
  }),
  bindBirthday: endpoint({
    method: 'POST', path: '/wps/member/security/birthday', body: Security.BindBirthdayRequest, reply: Security.SecurityInfo, auth: 'token', encrypted: false,
    failures: { ...realAccount, ALREADY_BOUND: null },
  }),
  authenticatorSetup: endpoint({
    method: 'POST', path: '/wps/member/security/authenticator/setup', reply: Security.AuthenticatorSetupReply, auth: 'token', encrypted: false,
    failures: { ...realAccount, ALREADY_BOUND: null },
  }),
  authenticatorBind: endpoint({
    method: 'POST', path: '/wps/member/security/authenticator', body: Security.AuthenticatorCodeRequest, reply: Security.SecurityInfo, auth: 'token', encrypted: false,
    failures: { ...realAccount, ...throttled, ALREADY_BOUND: null, NOT_BOUND: null, CODE_INVALID: null },
  }),
  authenticatorUnbind: endpoint({
    method: 'POST', path: '/wps/member/security/authenticator/remove', body: Security.AuthenticatorCodeRequest, reply: Security.SecurityInfo, auth: 'token', encrypted: false,
    failures: { ...realAccount, ...throttled, NOT_BOUND: null, CODE_INVALID: null },
  }),
})
