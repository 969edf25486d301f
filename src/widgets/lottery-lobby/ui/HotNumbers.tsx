import { useState } from 'react'
import { useLanguage, useTranslation } from '@/shared/i18n'
import { Button, Spinner } from '@/shared/ui'
import { useOpenedNumeros } from '@/entities/lottery'
import '../lottery-lobby.css'

/**
 * How often each 2-digit number (lô) came out in the recent draws: the 20 most frequent first
 * (spec §9), the full list of 100 on demand.
 */
export function HotNumbers() {
  const { t } = useTranslation()
  const language = useLanguage()
  const [all, setAll] = useState(false)
  const numeros = useOpenedNumeros('Lott', all ? 100 : 20, language)
  const data = numeros.data
  return (
    <section className="tl-hot-numbers" aria-labelledby="hot-numbers" data-testid="hot-numbers">
      <h2 id="hot-numbers" className="tl-lane__title">{all ? t('lottery.numbers.all') : t('lottery.numbers.popular')}</h2>
      {numeros.isPending ? (
        <Spinner />
      ) : numeros.isError || !data ? (
        <p className="tl-strip__empty">{t('lobby.loadFailed')}</p>
      ) : (
        <>
          <p className="tl-hot-numbers__period">{t('lottery.numbers.period', { days: data.days, draws: data.draws })}</p>
          <ol className="tl-hot-numbers__list">
            {data.list.map((n) => (
              <li key={n.numero} className="tl-hot-numbers__item">
                <span className="tl-hot-numbers__ball">{n.numero}</span>
                <span className="tl-hot-numbers__hits">{t('lottery.numbers.hits', { count: n.hits })}</span>
              </li>
            ))}
          </ol>
        </>
      )}
      <Button variant="ghost" size="sm" onPress={() => setAll((v) => !v)}>{all ? t('lottery.numbers.showPopular') : t('lottery.numbers.showAll')}</Button>
    </section>
  )
}
