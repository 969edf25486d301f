import { codeOf, type ApiErrorCode, type CallFailure, type EndpointName } from '@/shared/api'
import { i18n } from './i18n.ts'

/**
 * The one map from a failure code to its locale key: the SPA shows the translated text for
 * the code, never the server's English. Total over the contract's codes (the compiler asks
 * for a key when a code is added); a code from the server that the contract does not know
 * falls back on the server's message.
 */
export const FailureKeys: Record<ApiErrorCode, string> = {
  NETWORK: 'errors.network',
  BAD_REPLY: 'errors.network',
  BAD_REQUEST: 'failure.badRequest',
  VALIDATION_FAILED: 'failure.invalidInput',
  MALFORMED_JSON: 'failure.badRequest',
  PAYLOAD_INVALID: 'failure.badRequest',
  PAYLOAD_TAMPERED: 'failure.badRequest',
  PAYLOAD_EXPIRED: 'failure.payloadExpired',
  CAPTCHA_INVALID: 'failure.captchaInvalid',
  LOGIN_FAILED: 'failure.loginFailed',
  CAPTCHA_REQUIRED: 'failure.captchaRequired',
  BOT_CHECK_FAILED: 'errors.completeVerification',
  CODE_INVALID: 'errors.verificationCode',
  CODE_EXPIRED: 'errors.codeExpired',
  ACCOUNT_EXISTS: 'failure.accountExists',
  AFFILIATE_INVALID: 'validation.invitationCode',
  PASSWORD_MISMATCH: 'failure.passwordMismatch',
  PASSWORD_BREACHED: 'failure.passwordBreached',
  ACCOUNT_NOT_FOUND: 'errors.userNotFound',
  ALREADY_BOUND: 'failure.alreadyBound',
  NOT_BOUND: 'failure.notBound',
  IN_USE: 'failure.inUse',
  MODULE_DISABLED: 'errors.notEnabled',
  NON_MEMBER: 'errors.nonMember',
  TRIAL_ACCOUNT: 'errors.trialAccount',
  SOCIAL_STATE_INVALID: 'failure.socialState',
  SOCIAL_FAILED: 'failure.socialFailed',
  SOCIAL_TICKET_INVALID: 'failure.socialTicket',
  SOCIAL_ALREADY_LINKED: 'failure.socialLinked',
  SOCIAL_DISABLED: 'failure.socialDisabled',
  UNAUTHORIZED: 'errors.notLoggedIn',
  TOKEN_EXPIRED: 'failure.sessionExpired',
  ADMIN_DISABLED: 'failure.forbidden',
  FORBIDDEN: 'failure.forbidden',
  REGION_RESTRICTED: 'errors.regionRestricted',
  NOT_FOUND: 'failure.notFound',
  METHOD_NOT_ALLOWED: 'failure.badRequest',
  REQUEST_TIMEOUT: 'errors.network',
  HEADERS_TOO_LARGE: 'failure.tooLarge',
  PAYLOAD_TOO_LARGE: 'failure.tooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'failure.badRequest',
  RATE_LIMITED: 'errors.tooManyRequests',
  TOO_MANY_REQUESTS: 'errors.tooManyRequests',
  INSUFFICIENT_FUNDS: 'failure.insufficientFunds',
  TURNOVER_REQUIRED: 'failure.turnoverRequired',
  TRANSFER_NOT_ALLOWED: 'failure.transferNotAllowed',
  GAME_NOT_FOUND: 'failure.gameNotFound',
  GAME_MAINTENANCE: 'errors.gameMaintenance',
  BETS_CLOSED: 'errors.betsClosed',
  ODDS_CHANGED: 'errors.oddsChanged',
  TABLE_FULL: 'errors.tableFull',
  SIGNATURE_INVALID: 'failure.forbidden',
  DEPOSIT_CHANNEL_UNAVAILABLE: 'failure.depositChannelUnavailable',
  DEPOSIT_AMOUNT_OUT_OF_RANGE: 'failure.depositAmountRange',
  DEPOSIT_PENDING_LIMIT: 'failure.depositPendingLimit',
  DEPOSIT_NOT_PENDING: 'failure.depositNotPending',
  RECORDS_RANGE_INVALID: 'failure.recordsRange',
  NOT_CLAIMABLE: 'failure.notClaimable',
  ALREADY_CLAIMED: 'failure.alreadyClaimed',
  NOT_AGENT: 'failure.notAgent',
  CONTRACT_STATE: 'failure.contractState',
  CONTRACT_CEILING: 'failure.contractCeiling',
  CONFIRM_REQUIRED: 'failure.confirmRequired',
  SELF_EXCLUDED: 'failure.selfExcluded',
  ON_BREAK: 'failure.onBreak',
  SESSION_TIME_LIMIT_REACHED: 'failure.sessionTimeLimit',
  DEPOSIT_LIMIT_REACHED: 'failure.depositLimit',
  LOSS_LIMIT_REACHED: 'failure.lossLimit',
  WAGER_LIMIT_REACHED: 'failure.wagerLimit',
  PROTECTION_ACTIVE: 'failure.protectionActive',
  INTERNAL: 'failure.internal',
  PAYMENT_PASSWORD_NOT_SET: 'failure.paymentPasswordNotSet',
  PAYMENT_PASSWORD_INVALID: 'failure.paymentPasswordInvalid',
  PAYEE_NAME_REQUIRED: 'failure.payeeNameRequired',
  PAYEE_NAME_MISMATCH: 'failure.payeeNameMismatch',
  LIMIT_REACHED: 'failure.limitReached',
  AMOUNT_OUT_OF_RANGE: 'failure.amountOutOfRange',
  WITHDRAWAL_STATE: 'failure.withdrawalState',
  PROOF_INVALID: 'failure.proofInvalid',
  FEEDBACK_INVALID: 'failure.feedbackInvalid',
  FEEDBACK_STATE: 'failure.feedbackState',
  CHAT_INVALID: 'failure.chatInvalid',
  CHAT_MUTED: 'failure.chatMuted',
  // Operator-only codes (the admin CLI words them); the SPA never receives them.
  NOTICE_STATE: 'failure.invalidInput',
  APPLICATION_STATE: 'failure.invalidInput',
  POINTS_INSUFFICIENT: 'failure.pointsInsufficient',
  POINTS_BELOW_MINIMUM: 'failure.pointsBelowMinimum',
  REWARD_SOLD_OUT: 'failure.rewardSoldOut',
  REWARD_REQUIREMENT_NOT_MET: 'failure.rewardRequirementNotMet',
  REDEMPTION_STATE: 'failure.redemptionState',
  MAINTENANCE: 'errors.maintenance',
  SERVICE_UNAVAILABLE: 'failure.unavailable',
  SERVER_BUSY: 'failure.busy',
}

/** Where one code means something narrower on one call (the same code, a truer text). */
export const FailureKeysByEndpoint: Partial<Record<EndpointName, Partial<Record<ApiErrorCode, string>>>> = {
  rememberLogin: { LOGIN_FAILED: 'failure.loginAgain' },
  changePassword: { LOGIN_FAILED: 'failure.oldPassword' },
  gameLaunch: { GAME_MAINTENANCE: 'launch.maintenance' },
  // The promo namespace (locales/promo/), read with the promotion pages.
  claimRaffle: { NOT_CLAIMABLE: 'promo.refused.notClaimable', NOT_FOUND: 'promo.refused.notFound' },
  withdrawalRequest: { LIMIT_REACHED: 'failure.withdrawLimit' },
}

type FailureLike = { readonly code: string; readonly message: string; readonly serverCode?: string; readonly call?: EndpointName }

/** The locale key for a failure (of the named call, when it has its own), or null for a code the contract does not know. */
export function failureKey(failure: FailureLike, endpoint: EndpointName | undefined = failure.call): string | null {
  const code = codeOf(failure as CallFailure<never>) as ApiErrorCode
  return (endpoint && FailureKeysByEndpoint[endpoint]?.[code]) || FailureKeys[code] || null
}

/** The translated text for a failure; the server's message only for a code with no key. */
export function failureText(failure: FailureLike, endpoint: EndpointName | undefined = failure.call): string {
  const key = failureKey(failure, endpoint)
  if (key) return i18n.t(key)
  return failure.message.trim() !== '' ? failure.message : i18n.t('errors.unknown')
}
