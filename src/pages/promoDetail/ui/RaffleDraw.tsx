import { useState } from 'react'
import type { RaffleView } from '@/shared/api'
import { formatGmt8 } from '@/shared/lib'
import { useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'
import { verifyDraw, type DrawCheck } from '@/entities/promotion'

/**
 * A raffle's draw as anyone may check it: tickets taken, the member's ticket, the seed's hash
 * published before the first ticket; once drawn, the seed, the winning tickets, the member's
 * outcome, and a check run in the browser (verifyDraw).
 */
export function RaffleDraw({ promotionId, raffle }: { promotionId: number; raffle: RaffleView }) {
  const { t } = useTranslation()
  const [check, setCheck] = useState<DrawCheck | 'checking' | null>(null)
  const drawn = raffle.serverSeed !== null
  const won = raffle.myTicket !== null && (raffle.winningTickets ?? []).includes(raffle.myTicket)
  const runCheck = () => {
    setCheck('checking')
    void verifyDraw(promotionId, raffle).then(setCheck, () => setCheck('winnersMismatch'))
  }
  return (
    <section className="tl-promo__raffle" aria-labelledby="raffle-title" data-testid="raffle-draw">
      <h2 id="raffle-title">{t('promo.raffle.title')}</h2>
      <dl className="tl-promo__dl">
        <dt>{t('promo.raffle.entrants')}</dt>
        <dd data-testid="raffle-entrants">{raffle.entrants}</dd>
        <dt>{t('promo.raffle.myTicket')}</dt>
        <dd data-testid="raffle-my-ticket">{raffle.myTicket === null ? t('promo.raffle.noTicket') : `#${raffle.myTicket}`}</dd>
        {raffle.drawnAt !== null && (
          <>
            <dt>{t('promo.raffle.drawnAt')}</dt>
            <dd>{formatGmt8(raffle.drawnAt, 'yyyy-MM-dd HH:mm')}</dd>
          </>
        )}
      </dl>
      <p className="tl-promo__note">{t('promo.raffle.hash')}</p>
      <p className="tl-promo__code" data-testid="raffle-hash">{raffle.serverSeedHash}</p>
      {!drawn && <p className="tl-promo__note">{t('promo.raffle.notDrawn')}</p>}
      {drawn && (
        <>
          <p className="tl-promo__note">{t('promo.raffle.seed')}</p>
          <p className="tl-promo__code" data-testid="raffle-seed">{raffle.serverSeed}</p>
          <p className="tl-promo__note">{t('promo.raffle.winningTickets')}</p>
          <ul className="tl-promo__tickets" data-testid="raffle-winners">
            {(raffle.winningTickets ?? []).map((ticket) => <li key={ticket} className={ticket === raffle.myTicket ? 'is-mine' : undefined}>#{ticket}</li>)}
          </ul>
          {raffle.myTicket !== null && (
            <p className={won ? 'tl-promo__done' : 'tl-promo__note'} data-testid="raffle-outcome">{t(won ? 'promo.raffle.youWon' : 'promo.raffle.youLost')}</p>
          )}
          <p className="tl-promo__note">{t('promo.raffle.how')}</p>
          <div>
            <Button variant="secondary" isPending={check === 'checking'} onPress={runCheck} data-testid="raffle-verify">{t('promo.raffle.verify')}</Button>
          </div>
          {check !== null && check !== 'checking' && (
            <p className={check === 'verified' ? 'tl-promo__done' : 'tl-promo__error'} role="status" data-testid="raffle-check">{t(`promo.raffle.check.${check}`)}</p>
          )}
        </>
      )}
    </section>
  )
}
