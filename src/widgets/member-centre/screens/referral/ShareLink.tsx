import { useState } from 'react'
import { useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'
import { canShare, copyText } from './clipboard.ts'
import { QrCode } from './QrCode.tsx'

/** The link and the code, each with a copy button, the link's QR code and a share button where the browser has one. */
export function ShareLink({ link, code }: { link: string; code: string }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState<'link' | 'code' | 'failed' | null>(null)
  const copy = (what: 'link' | 'code') => {
    void copyText(what === 'link' ? link : code).then((ok) => setCopied(ok ? what : 'failed'))
  }
  return (
    <div className="tl-referral__share">
      <div className="tl-referral__qr">
        <QrCode text={link} label={t('rewards.referral.qrLabel', { link })} />
      </div>
      <div className="tl-referral__fields">
        <div className="tl-referral__field">
          <span id="mc-referral-link">{t('rewards.referral.link')}</span>
          <p className="tl-referral__value" aria-labelledby="mc-referral-link" data-testid="referral-link">
            {link}
          </p>
        </div>
        <div className="tl-referral__field">
          <span id="mc-referral-code">{t('rewards.referral.code')}</span>
          <p className="tl-referral__value" aria-labelledby="mc-referral-code" data-testid="referral-code">
            {code}
          </p>
        </div>
        <div className="tl-referral__buttons">
          <Button variant="primary" size="sm" onPress={() => copy('link')} data-testid="referral-copy-link">
            {t('rewards.referral.copyLink')}
          </Button>
          <Button variant="secondary" size="sm" onPress={() => copy('code')} data-testid="referral-copy-code">
            {t('rewards.referral.copyCode')}
          </Button>
          {canShare() && (
            <Button variant="secondary" size="sm" onPress={() => void navigator.share({ title: t('rewards.referral.shareTitle'), url: link }).catch(() => undefined)} data-testid="referral-share">
              {t('rewards.referral.share')}
            </Button>
          )}
        </div>
        <div aria-live="polite">
          {copied && (
            <p className={copied === 'failed' ? 'tl-referral__note' : 'tl-referral__done'} data-testid="referral-copied">
              {t(copied === 'failed' ? 'rewards.referral.copyFailed' : copied === 'link' ? 'rewards.referral.linkCopied' : 'rewards.referral.codeCopied')}
            </p>
          )}
        </div>
      </div>
    </div>
  )
}
