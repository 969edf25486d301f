import './contract.css'
import type { ContractKind, ContractTier } from '@/shared/api'
import { useFormatAmount, useTranslation } from '@/shared/i18n'

export type TierDraft = ContractTier

/**
 * A rate table: read-only, or editable when `onChange` is given (amounts typed in currency
 * units, rates in percent; stored as minor units and basis points).
 */
export function TiersView({ tiers, kind, onChange }: { tiers: ReadonlyArray<TierDraft>; kind: ContractKind; onChange?: (tiers: TierDraft[]) => void }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const amountLabel = t(kind === 'dividend' ? 'agentContracts.minLoss' : 'agentContracts.minBet')
  const set = (i: number, patch: Partial<TierDraft>) => onChange?.(tiers.map((x, j) => (j === i ? { ...x, ...patch } : x)))
  return (
    <table className="tl-contract__tiers">
      <thead>
        <tr>
          <th scope="col">{t('agentContracts.minActive')}</th>
          <th scope="col">{amountLabel}</th>
          <th scope="col">{t('agentContracts.rate')}</th>
          {onChange && <th scope="col"><span className="tl-visually-hidden">{t('agentContracts.remove')}</span></th>}
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, i) => onChange ? (
          <tr key={i}>
            <td><input type="number" min={0} aria-label={t('agentContracts.minActive')} value={tier.minActive} onChange={(e) => set(i, { minActive: Math.max(0, Math.floor(Number(e.target.value) || 0)) })} /></td>
            <td><input type="number" min={0} step="0.01" aria-label={amountLabel} value={tier.minAmount / 100} onChange={(e) => set(i, { minAmount: Math.max(0, Math.round((Number(e.target.value) || 0) * 100)) })} /></td>
            <td><input type="number" min={0.01} max={100} step="0.01" aria-label={t('agentContracts.rate')} value={tier.rateBp / 100} onChange={(e) => set(i, { rateBp: Math.min(10_000, Math.max(1, Math.round((Number(e.target.value) || 0) * 100))) })} /></td>
            <td>{tiers.length > 1 && <button type="button" onClick={() => onChange(tiers.filter((_, j) => j !== i))}>{t('agentContracts.remove')}</button>}</td>
          </tr>
        ) : (
          <tr key={i}>
            <td>{tier.minActive}</td>
            <td>{formatAmount(tier.minAmount)}</td>
            <td>{(tier.rateBp / 100).toFixed(2)}%</td>
          </tr>
        ))}
      </tbody>
      {onChange && tiers.length < 10 && (
        <tfoot>
          <tr><td colSpan={4}><button type="button" onClick={() => onChange([...tiers, { ...tiers[tiers.length - 1]!, minActive: tiers[tiers.length - 1]!.minActive + 1 }])}>{t('agentContracts.addTier')}</button></td></tr>
        </tfoot>
      )}
    </table>
  )
}
