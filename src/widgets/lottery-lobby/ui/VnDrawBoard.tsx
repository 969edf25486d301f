import type { VnLotteryGame, VnRegion } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { formatGmt8, useNow } from '@/shared/lib'
import { Button } from '@/shared/ui'
import { countdownText } from './countdown.ts'
import '../lottery-lobby.css'

/** The regions in the order they draw in a day (South 16:15, Central 17:15, North 18:15 Vietnam time). */
const REGIONS: readonly VnRegion[] = ['SOUTH', 'CENTRAL', 'NORTH']

/**
 * The provinces' next draws, by region: draw time (GMT+8, as every time on the site), the time
 * left to buy, and Bet, which opens the province's betting view. A draw whose sales closed says so.
 */
export function VnDrawBoard({ games, onBet, testId = 'vn-draws' }: { games: readonly VnLotteryGame[]; onBet: (game: VnLotteryGame) => void; testId?: string }) {
  const { t } = useTranslation()
  const now = useNow()
  return (
    <div className="tl-vn-board" data-testid={testId}>
      {REGIONS.map((region) => {
        const rows = games.filter((g) => g.region === region)
        if (rows.length === 0) return null
        return (
          <section key={region} className="tl-vn-region" aria-labelledby={`${testId}-${region}`}>
            <h2 id={`${testId}-${region}`} className="tl-lane__title">{t(`lottery.region.${region}`)}</h2>
            <ul className="tl-vn-region__list">
              {rows.map((g) => {
                const open = g.closesAt > now
                return (
                  <li key={`${g.gameCode}:${g.drawNo}`} className="tl-vn-draw" data-testid="vn-draw" data-game-code={g.gameCode}>
                    <span className="tl-vn-draw__name">{g.gameName}</span>
                    <span className="tl-vn-draw__time">{t('lottery.drawAt', { time: formatGmt8(g.drawAt) })}</span>
                    <span className={open ? 'tl-vn-draw__left' : 'tl-vn-draw__left tl-vn-draw__left--closed'}>
                      {open ? t('lottery.closesIn', { left: countdownText(g.closesAt, now) }) : t('lottery.salesClosed')}
                    </span>
                    <Button size="sm" onPress={() => onBet(g)} aria-label={t('lottery.betOn', { name: g.gameName })}>{t('lottery.bet')}</Button>
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
