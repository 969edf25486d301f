import { BREAK_DURATIONS, EXCLUSION_DURATIONS, type BreakDuration, type ExclusionDuration } from '@/shared/api'
import { refusalText, useTranslation } from '@/shared/i18n'
import { Button, useDialogs } from '@/shared/ui'
import { useSelfExclude, useTakeBreak } from '@/features/player-protection'

type Failure = { code: string; message: string; value?: unknown }

/** Take a break (24 hours, 7 or 30 days) or exclude oneself (6 months to permanent), each after a confirmation saying what it means. */
export function BlockActions() {
  const { t } = useTranslation()
  const dialogs = useDialogs()
  const takeBreak = useTakeBreak()
  const selfExclude = useSelfExclude()
  const busy = takeBreak.isPending || selfExclude.isPending
  const refused = (e: unknown) => void refusalText(e as Failure).then((message) => dialogs.open({ title: t('common.notice'), message, testId: 'failure-dialog' }))

  const confirmBreak = (duration: BreakDuration) =>
    dialogs.open({
      title: t('protection.break.confirmTitle', { duration: t(`protection.duration.${duration}`) }),
      message: t('protection.break.confirmMessage', { duration: t(`protection.duration.${duration}`) }),
      confirmLabel: t('protection.break.confirm'),
      cancelLabel: t('common.cancel'),
      cover: false,
      testId: 'break-confirm',
      onConfirm: () => takeBreak.mutate(duration, { onError: refused }),
    })

  const confirmExclusion = (duration: ExclusionDuration) =>
    dialogs.open({
      title: t('protection.exclusion.confirmTitle', { duration: t(`protection.duration.${duration}`) }),
      message: t(duration === 'permanent' ? 'protection.exclusion.confirmPermanent' : 'protection.exclusion.confirmMessage', { duration: t(`protection.duration.${duration}`) }),
      confirmLabel: t('protection.exclusion.confirm'),
      cancelLabel: t('common.cancel'),
      cover: false,
      testId: 'exclusion-confirm',
      onConfirm: () => selfExclude.mutate(duration, { onError: refused }),
    })

  return (
    <>
      <section className="tl-rp__section" aria-labelledby="rp-break-title">
        <h4 id="rp-break-title">{t('protection.break.title')}</h4>
        <p className="tl-rp__hint">{t('protection.break.hint')}</p>
        <div className="tl-rp__choices">
          {BREAK_DURATIONS.filter((d) => d !== '15m').map((d) => (
            <Button key={d} size="sm" variant="secondary" isDisabled={busy} onPress={() => confirmBreak(d)} data-testid={`break-${d}`}>
              {t(`protection.duration.${d}`)}
            </Button>
          ))}
        </div>
      </section>
      <section className="tl-rp__section" aria-labelledby="rp-exclusion-title">
        <h4 id="rp-exclusion-title">{t('protection.exclusion.title')}</h4>
        <p className="tl-rp__hint">{t('protection.exclusion.hint')}</p>
        <div className="tl-rp__choices">
          {EXCLUSION_DURATIONS.map((d) => (
            <Button key={d} size="sm" variant="secondary" isDisabled={busy} onPress={() => confirmExclusion(d)} data-testid={`exclusion-${d}`}>
              {t(`protection.duration.${d}`)}
            </Button>
          ))}
        </div>
      </section>
    </>
  )
}
