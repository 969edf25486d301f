import { useId } from 'react'
import { GameType } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'

/** A game type in the member's language ('' for none). */
export function useGameTypeName(): (type: string) => string {
  const { t } = useTranslation()
  return (type) => (type ? t(`nav.gameType.${type}`, { defaultValue: type }) : '')
}

/** A list filter's game type: one of the contract's types, or '' for all. */
export function GameTypeField({ value, onChange, testId }: { value: string; onChange: (type: string) => void; testId: string }) {
  const { t } = useTranslation()
  const typeName = useGameTypeName()
  const id = useId()
  return (
    <div className="tl-records__field">
      <label htmlFor={`${id}-type`}>{t('records.bets.gameType')}</label>
      <select id={`${id}-type`} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        <option value="">{t('records.all')}</option>
        {GameType.literals.map((type) => (
          <option key={type} value={type}>
            {typeName(type)}
          </option>
        ))}
      </select>
    </div>
  )
}
