import type { LoginVerificationMethod } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { Button, TextField, Form } from '@/shared/ui'
import type { LoginVerification } from '@machines/login.machine.ts'

interface Props {
  readonly verification: LoginVerification
  /** The answer field shows (a code was sent, or a method without sending was chosen). */
  readonly answerEntry: boolean
  readonly busy: boolean
  readonly answer: string
  readonly error: string | null
  readonly onChoose: (method: LoginVerificationMethod) => void
  readonly onAnswer: (value: string) => void
  readonly onSubmit: () => void
  readonly onBack: () => void
}

const SENT: ReadonlyArray<LoginVerificationMethod> = ['sms', 'email']

/**
 * Login from an unregistered IP (spec §4): one button per method the member has set up
 * (SMS or e-mail code, bank account name, authenticator app), then the answer field for the
 * chosen one. State lives in the login machine; this only renders it.
 */
export function LoginVerificationForm({ verification, answerEntry, busy, answer, error, onChoose, onAnswer, onSubmit, onBack }: Props) {
  const { t } = useTranslation()
  const chosen = verification.method
  const methodLabel = (method: LoginVerificationMethod): string => {
    if (method === 'bankName') return t('security.verify.useBankName')
    if (method === 'authenticator') return t('security.verify.useAuthenticator')
    const name = t(`auth.verify.${method}`)
    return answerEntry && chosen === method ? t('auth.verify.resend', { method: name }) : t('auth.verify.send', { method: name })
  }
  const bankName = chosen === 'bankName'
  return (
    <div className="tl-auth" data-testid="login-verification">
      <p className="tl-auth__hint">{t('security.verify.intro')}</p>
      <div className="tl-auth__row">
        {verification.methods.map((method) => (
          <Button key={method} variant={method === chosen ? 'primary' : 'secondary'} size="sm" isDisabled={busy} onPress={() => onChoose(method)} data-testid={`verify-by-${method}`}>
            {methodLabel(method)}
          </Button>
        ))}
      </div>
      {answerEntry && chosen && (
        <Form className="tl-auth__form" onSubmit={() => onSubmit()}>
          {SENT.includes(chosen) && verification.to && (
            <p className="tl-auth__hint" data-testid="verify-sent-to">
              {t('auth.verify.sentTo', { to: verification.to })}
            </p>
          )}
          {chosen === 'authenticator' && <p className="tl-auth__hint">{t('security.verify.authenticatorHint')}</p>}
          {bankName && <p className="tl-auth__hint">{t('security.verify.bankNameHint')}</p>}
          <TextField
            label={bankName ? t('security.verify.bankNameLabel') : t('auth.verify.code')}
            inputMode={bankName ? 'text' : 'numeric'}
            value={answer}
            onChange={onAnswer}
            error={error}
            testId="verify-code"
            autoComplete={bankName ? 'off' : 'one-time-code'}
            maxLength={bankName ? 100 : 16}
          />
          <Button type="submit" isDisabled={busy} data-testid="verify-submit">
            {t('auth.login.submit')}
          </Button>
        </Form>
      )}
      <Button variant="link" onPress={onBack} data-testid="verify-back">
        {t('auth.verify.back')}
      </Button>
    </div>
  )
}
