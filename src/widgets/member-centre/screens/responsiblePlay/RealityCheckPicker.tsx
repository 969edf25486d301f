import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { Button, useShowFailure } from '@/shared/ui'
import { useRealityCheckChoice } from '@/features/player-protection'

/** The reality check's interval over games: off, 15, 30 or 60 minutes. */
export function RealityCheckPicker({ minutes }: { minutes: RealityCheckMinutes }) {
  const { t } = useTranslation()
  const choice = useRealityCheckChoice()
  const showFailure = useShowFailure()
  const choose = (m: RealityCheckMinutes) => choice.mutate(m, { onError: (e) => showFailure(e as unknown as { code: string; message: string }) })
  return (
    <section className="tl-rp__section" aria-labelledby="rp-reality-title">
      <h4 id="rp-reality-title">{t('protection.realityCheck.title')}</h4>
      <p className="tl-rp__hint">{t('protection.realityCheck.hint')}</p>
      <div className="tl-rp__choices" role="group" aria-labelledby="rp-reality-title">
        {REALITY_CHECK_MINUTES.map((m) => (
          <Button key={m} size="sm" variant={m === minutes ? 'primary' : 'secondary'} aria-pressed={m === minutes} isDisabled={choice.isPending} onPress={() => choose(m)} data-testid={`reality-check-${m}`}>
            {m === 0 ? t('protection.realityCheck.off') : t('common.minutes', { count: m })}
          </Button>
        ))}
      </div>
    </section>
  )
}
