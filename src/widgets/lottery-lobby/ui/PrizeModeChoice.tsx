import { useId } from 'react'
import { Label, Radio, RadioGroup } from 'react-aria-components'
import { useTranslation } from '@/shared/i18n'
import type { VnPrizeMode } from '@/entities/lottery'
import '../lottery-lobby.css'

/**
 * The Vietnamese lottery's prize mode (react-aria radio group: arrow keys move and choose): each
 * mode a card with its short name and what it pays back.
 */
export function PrizeModeChoice({ modes, value, onChange }: { modes: readonly VnPrizeMode[]; value: VnPrizeMode; onChange: (mode: VnPrizeMode) => void }) {
  const { t } = useTranslation()
  const id = useId()
  // One mode is no choice: nothing to show.
  if (modes.length < 2) return null
  return (
    <RadioGroup className="tl-prize-modes" orientation="horizontal" value={value} onChange={(m) => onChange(m as VnPrizeMode)} data-testid="prize-modes">
      <Label className="tl-prize-modes__label">{t('lottery.prizeMode.label')}</Label>
      <div className="tl-prize-modes__list">
        {modes.map((m) => (
          // The name alone names the radio; what it pays describes it (read after the name, not as part of it).
          <Radio key={m} value={m} className="tl-prize-mode" aria-labelledby={`${id}-${m}`} aria-describedby={`${id}-${m}-pays`} data-testid={`prize-mode-${m}`}>
            <span id={`${id}-${m}`} className="tl-prize-mode__name">{t(`lottery.prizeMode.${m}.name`)}</span>
            <span id={`${id}-${m}-pays`} className="tl-prize-mode__pays">{t(`lottery.prizeMode.${m}.pays`)}</span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  )
}
