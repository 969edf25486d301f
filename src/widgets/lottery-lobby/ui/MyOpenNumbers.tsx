import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { formatGmt8 } from '@/shared/lib'
import { useToken } from '@/entities/session'
import { useMemberOpenNumeros } from '@/entities/lottery'
import '../lottery-lobby.css'

/** The member's numbers on draws still to come (members only). */
export function MyOpenNumbers() {
  const token = useToken()
  if (!token) return null
  return <OpenNumbers token={token} />
}

function OpenNumbers({ token }: { token: string }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const open = useMemberOpenNumeros(token)
  if (!open.data) return null
  return (
    <section className="tl-rooms" aria-labelledby="my-numbers" data-testid="my-open-numbers">
      <h2 id="my-numbers" className="tl-lane__title">{t('lottery.mine.title')}</h2>
      {open.data.length === 0 ? (
        <p className="tl-strip__empty">{t('lottery.mine.none')}</p>
      ) : (
        <table className="tl-rooms__table">
          <thead>
            <tr>
              <th scope="col">{t('lottery.mine.game')}</th>
              <th scope="col">{t('lottery.mine.draw')}</th>
              <th scope="col">{t('lottery.mine.numbers')}</th>
              <th scope="col">{t('lottery.mine.stake')}</th>
            </tr>
          </thead>
          <tbody>
            {open.data.map((n) => (
              <tr key={`${n.ticketId}:${n.betType}:${n.numbers.join('-')}`}>
                <td>{n.gameName}</td>
                <td>{formatGmt8(n.drawAt)}</td>
                <td><span className="tl-vn-bet-type">{t(`lottery.betType.${n.betType}`, { defaultValue: n.betType })}</span> {n.numbers.join(', ')}</td>
                <td className="tl-rooms__amount">{formatAmount(n.stake)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
