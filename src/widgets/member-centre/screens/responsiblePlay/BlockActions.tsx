import { BREAK_DURATIONS, EXCLUSION_DURATIONS } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'
import { useProtectionBlock } from '@/features/player-protection'

/** Take a break (24 hours, 7 or 30 days) or exclude oneself (6 months to permanent), each after a confirmation saying what it means. */
export function BlockActions() {
  const { t } = useTranslation()
  const block = useProtectionBlock()
  const busy = block.busy

  return (
    <>
      <section className="tl-rp__section" aria-labelledby="rp-break-title">
        <h4 id="rp-break-title">{t('protection.break.title')}</h4>
        <p className="tl-rp__hint">{t('protection.break.hint')}</p>
        <div className="tl-rp__choices">
          {BREAK_DURATIONS.filter((d) => d !== '15m').map((d) => (
            <Button key={d} size="sm" variant="secondary" isDisabled={busy} onPress={() => block.request({ kind: 'break', duration: d })} data-testid={`break-${d}`}>
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
            <Button key={d} size="sm" variant="secondary" isDisabled={busy} onPress={() => block.request({ kind: 'exclusion', duration: d })} data-testid={`exclusion-${d}`}>
              {t(`protection.duration.${d}`)}
            </Button>
          ))}
        </div>
      </section>
    </>
  )
}
