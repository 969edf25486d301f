import { useCallback } from 'react'
import type { BlockReply } from '@/shared/api'
import { failureText, useFormatAmount, useTranslation } from '@/shared/i18n'
import { Button, useDialogs } from '@/shared/ui'
import { useProtectionBlock } from '../model/protectionBlock.ts'
import { useRealityCheck } from '../model/realityCheck.ts'
import { useSessionMeter } from '../model/sessionMeter.ts'
import { formatClock, formatElapsed, formatInstant } from '../lib/time.ts'
import './protection.css'

/**
 * The slim bar over a game (/game): the session's time played, stakes, wins and net result
 * from the wallet's own entries (asked again every few seconds), and a one-tap break of
 * 15 minutes, which ends the game (`onLeave`) and says until when. A bet the wallet refused
 * for a limit or a block since the launch shows under the figures, with why and when. The reality check runs over
 * the game at the member's interval. Nothing shows for a session the server does not meter.
 */
export function GameSessionBar({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const dialogs = useDialogs()
  const meter = useSessionMeter()
  useRealityCheck(meter.data?.realityCheckMinutes, meter.dataUpdatedAt, onLeave)
  const block = useProtectionBlock(useCallback(({ block: taken }: BlockReply) => {
    onLeave()
    dialogs.open({ title: t('protection.meter.breakTitle'), message: t('protection.meter.breakStarted', { until: formatInstant(taken.until ?? taken.startedAt) }), testId: 'break-started' })
  }, [onLeave, dialogs, t]))

  const data = meter.data
  if (!data) return null
  const net = data.net
  return (
    <section className="tl-session-meter" aria-label={t('protection.meter.label')} data-testid="session-meter">
      <dl className="tl-session-meter__figures">
        <div><dt>{t('protection.meter.time')}</dt><dd data-testid="meter-time">{formatElapsed(data.elapsedSeconds)}</dd></div>
        <div><dt>{t('protection.meter.stakes')}</dt><dd data-testid="meter-stakes">{formatAmount(data.stakes)}</dd></div>
        <div><dt>{t('protection.meter.wins')}</dt><dd data-testid="meter-wins">{formatAmount(data.wins)}</dd></div>
        <div>
          <dt>{t('protection.meter.net')}</dt>
          <dd data-testid="meter-net" className={net < 0 ? 'is-loss' : net > 0 ? 'is-win' : undefined}>{`${net > 0 ? '+' : ''}${formatAmount(net)}`}</dd>
        </div>
      </dl>
      <Button variant="secondary" className="tl-session-meter__break" onPress={() => block.request({ kind: 'break', duration: '15m' })} isDisabled={block.busy} data-testid="meter-take-break">
        {t('protection.meter.takeBreak')}
      </Button>
      {data.lastRefusal && (
        <p className="tl-session-meter__refusal" role="status" data-testid="meter-refusal" data-code={data.lastRefusal.code}>
          <strong>{t('protection.meter.refused', { time: formatClock(data.lastRefusal.at) })}</strong> {failureText({ code: data.lastRefusal.code, message: '' })}
        </p>
      )}
    </section>
  )
}
