import type { ContractKind, ContractSimulateReply } from '@/shared/api'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { formatGmt8 } from '@/shared/lib'

/** How far back the simulator may look (the server allows 1 to 30 periods). */
export const SIMULATE_PERIODS = [7, 14, 30] as const

/**
 * The simulator's answer (MCS2_contractSimulate): per past period, the downline team's inputs,
 * what the drafted terms would have paid and what its current contract did pay, with totals.
 * On a phone the table becomes one card per period (offer-contract.css).
 */
export function SimulationView({ simulation, kind }: { simulation: ContractSimulateReply; kind: ContractKind }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const baseLabel = t(kind === 'dividend' ? 'agentContracts.simLoss' : 'agentContracts.simBase')
  const rows = [...simulation.list].reverse()
  return (
    <section className="tl-contract-sim" aria-labelledby="ac-sim-title" data-testid="offer-simulation">
      <h5 id="ac-sim-title">{t('agentContracts.simTitle')}</h5>
      {rows.length === 0 ? <p>{t('agentContracts.simEmpty')}</p> : (
        <table className="tl-contract-sim__table">
          <thead>
            <tr>
              <th scope="col">{t('agentContracts.simPeriod')}</th>
              <th scope="col">{t('agentContracts.simActive')}</th>
              <th scope="col">{baseLabel}</th>
              <th scope="col">{t('agentContracts.simProposed')}</th>
              <th scope="col">{t('agentContracts.simCurrent')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.periodStart} data-testid="offer-simulation-row">
                <th scope="row" data-label={t('agentContracts.simPeriod')}>{formatGmt8(p.periodStart)}</th>
                <td data-label={t('agentContracts.simActive')}>{p.activeMembers}</td>
                <td data-label={baseLabel}>{formatAmount(kind === 'dividend' ? Math.max(0, -p.pnl) : p.validBet)}</td>
                <td data-label={t('agentContracts.simProposed')}>{formatAmount(p.proposedAmount)}</td>
                <td data-label={t('agentContracts.simCurrent')}>{p.currentAmount === null ? t('agentContracts.simNoPayment') : formatAmount(p.currentAmount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>{t('agentContracts.simTotal')}</th>
              <td data-label={t('agentContracts.simProposed')} data-testid="offer-simulation-proposed">{formatAmount(simulation.proposedTotal)}</td>
              <td data-label={t('agentContracts.simCurrent')} data-testid="offer-simulation-current">{formatAmount(simulation.currentTotal)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  )
}
