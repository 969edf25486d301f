import { i18n } from '@/shared/i18n'
import { dialogs } from '@/shared/ui'

interface FailureLike {
  readonly code: string
  readonly message: string
}

const byCode: Record<string, string> = {
  NETWORK: 'errors.network',
  BAD_REPLY: 'errors.network',
  TOO_MANY_REQUESTS: 'errors.tooManyRequests',
  RATE_LIMITED: 'errors.tooManyRequests',
  NON_MEMBER: 'errors.nonMember',
  TRIAL_ACCOUNT: 'errors.trialAccount',
  CODE_EXPIRED: 'errors.codeExpired',
  CODE_INVALID: 'errors.verificationCode',
  ACCOUNT_NOT_FOUND: 'errors.userNotFound',
  AFFILIATE_INVALID: 'validation.invitationCode',
  BOT_CHECK_FAILED: 'errors.completeVerification',
  MODULE_DISABLED: 'errors.notEnabled',
}

/** The text for a failed call: the server's message when it sent one, else a localized one. */
export function failureText(failure: FailureLike): string {
  const key = byCode[failure.code]
  if (failure.code === 'NETWORK' || failure.code === 'BAD_REPLY') return i18n.t('errors.network')
  if (failure.message.trim() !== '') return failure.message
  return key ? i18n.t(key) : i18n.t('errors.unknown')
}

/** Server messages show in a warning dialog with a Submit button (spec §8). */
export function showFailure(failure: FailureLike): void {
  dialogs.open({ title: i18n.t('common.notice'), message: failureText(failure), testId: 'failure-dialog' })
}
