import { useState } from 'react'
import { useLanguage, useTranslation } from '@/shared/i18n'
import { formatGmt8 } from '@/shared/lib'
import { Button, Spinner } from '@/shared/ui'
import { useOpenedNumeros, type VnPrizeMode } from '@/entities/lottery'
import '../lottery-lobby.css'

/** Spec §9: the lobby lists the latest 20 results; "more" shows 100. */
const FEW = 20
const MANY = 100

/**
 * The Vietnamese lottery's latest results, newest first: the province, its draw time and its
 * special prize, each draw's every prize a tap away. The draws are the same in every prize mode;
 * the mode chosen is asked with them, as the contract wants.
 */
export function LatestResults({ prizeMode }: { prizeMode: VnPrizeMode }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const [count, setCount] = useState<typeof FEW | typeof MANY>(FEW)
  const results = useOpenedNumeros(prizeMode, count, language)
  return (
    <section className="tl-vn-results" aria-labelledby="vn-results-title" data-testid="vn-latest-results">
      <h2 id="vn-results-title" className="tl-lane__title">{t('lottery.results.title')}</h2>
      {results.isPending ? (
        <Spinner />
      ) : results.isError ? (
        <p className="tl-strip__empty">{t('lobby.loadFailed')}</p>
      ) : results.data.list.length === 0 ? (
        <p className="tl-strip__empty">{t('lottery.results.none')}</p>
      ) : (
        <ol className="tl-vn-results__list">
          {results.data.list.map((r) => (
            <li key={r.drawId} className="tl-vn-result" data-testid="vn-result">
              <details>
                <summary>
                  <span className="tl-vn-result__name">{r.gameName}</span>
                  <span className="tl-vn-result__time">{formatGmt8(r.drawAt)}</span>
                  <span className="tl-vn-result__special" aria-label={t('lottery.results.special', { number: r.special })}>{r.special}</span>
                </summary>
                <table className="tl-vn-result__prizes">
                  <tbody>
                    {[...r.prizes].reverse().map((p) => (
                      <tr key={p.prize}>
                        <th scope="row">{p.prize === 'DB' ? 'ĐB' : p.prize}</th>
                        <td>{p.numbers.join(' · ')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            </li>
          ))}
        </ol>
      )}
      {results.data && (count === MANY || results.data.list.length === FEW) && (
        <Button variant="ghost" size="sm" onPress={() => setCount(count === FEW ? MANY : FEW)} data-testid="vn-results-more">
          {count === FEW ? t('lottery.results.more') : t('lottery.results.fewer')}
        </Button>
      )}
    </section>
  )
}
