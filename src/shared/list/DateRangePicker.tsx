import { useId } from 'react'
import { useTranslation } from '@/shared/i18n'
import { DatePresets, presetOf, presetRange, type DatePreset, type DateRange } from './dateRange.ts'

/**
 * The date filter of a list: two native date inputs (from, to; the browser's own picker and
 * keyboard) and the presets of spec §9. The range never ends before it starts: moving one
 * end past the other moves both. `presets` picks which buttons show (all of them unless a
 * screen says otherwise).
 */
export function DateRangePicker({ value, onChange, presets = DatePresets }: { value: DateRange; onChange: (range: DateRange) => void; presets?: readonly DatePreset[] }) {
  const { t } = useTranslation()
  const id = useId()
  const active = presetOf(value)
  const setFrom = (from: string) => from && onChange({ from, to: from > value.to ? from : value.to })
  const setTo = (to: string) => to && onChange({ from: to < value.from ? to : value.from, to })
  return (
    <fieldset className="tl-date-range" data-testid="list-date-range">
      <legend className="tl-visually-hidden">{t('list.dates.label')}</legend>
      <div className="tl-date-range__inputs">
        <label htmlFor={`${id}-from`}>{t('list.dates.from')}</label>
        <input id={`${id}-from`} type="date" value={value.from} max={value.to} onChange={(e) => setFrom(e.target.value)} data-testid="list-date-from" />
        <label htmlFor={`${id}-to`}>{t('list.dates.to')}</label>
        <input id={`${id}-to`} type="date" value={value.to} min={value.from} onChange={(e) => setTo(e.target.value)} data-testid="list-date-to" />
      </div>
      <div className="tl-date-range__presets" role="group" aria-label={t('list.dates.presets')}>
        {presets.map((preset) => (
          <button key={preset} type="button" className="tl-chip" aria-pressed={active === preset} onClick={() => onChange(presetRange(preset))} data-testid={`list-date-${preset}`}>
            {t(`list.dates.${preset}`)}
          </button>
        ))}
      </div>
    </fieldset>
  )
}
