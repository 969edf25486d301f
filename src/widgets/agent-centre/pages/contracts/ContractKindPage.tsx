import '../../contracts/contracts.css'
import { useCallback, useState } from 'react'
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { ContractKind, ContractPeriod, ContractTerms } from '@/shared/api'
import { failureText, useFormatAmount, useTranslation } from '@/shared/i18n'
import { sessionToken } from '@/entities/session'
import { contractsGiven, directDownlineAgents } from '../../contracts/calls.ts'
import { agentKeys } from '../../model/keys.ts'
import { ContractCard, OfferForm } from '@/features/offer-contract'
import { consolidatedContractsQuery, contractKeys, PERIODS_BY_KIND, TiersView } from '@/entities/contract'

/** What a kind's page shows: the agent's own contract of the kind (the salary info's cache entry, read afresh), those it gave, its direct downline agents. */
const loadKind = async (queryClient: QueryClient, kind: ContractKind) => {
  const [c, g, d] = await Promise.all([queryClient.fetchQuery(consolidatedContractsQuery(sessionToken() ?? '')), contractsGiven(kind), directDownlineAgents()])
  return { mine: c.salary.find((s) => s.kind === kind) ?? null, given: g.list, downlines: d }
}

type Loaded = Awaited<ReturnType<typeof loadKind>>

/** While an offer waits for the other side's answer, the page reads its contracts again this often. */
const OFFER_POLL_MS = 30_000
const awaitingAnswer = (loaded: Loaded | undefined) => !!loaded && (loaded.mine?.offer != null || loaded.given.some((c) => c.status === 'offered'))

/**
 * One contract kind's page (dividend, dailySalary, hourlySalary, realtimeSalary): the
 * caller's own contract and any offer awaiting its answer, the contracts it gave its direct
 * downlines, and an offer form (machines/contractOffer.machine.ts renders every step) to a
 * direct downline agent picked from the team by account, under the agent's own rates (the card and the
 * form are features/offer-contract's). An
 * answer, an offer or an end makes every contract page stale (a lower offer ends others).
 */
export function ContractKindPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const queryClient = useQueryClient()
  const query = useQuery({ queryKey: agentKeys.contractsOf(kind), queryFn: () => loadKind(queryClient, kind), refetchInterval: (q) => (awaitingAnswer(q.state.data) ? OFFER_POLL_MS : false) })
  const loaded = query.data ?? null
  const failure: unknown = query.isError ? query.error : null
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: contractKeys.all })
    void queryClient.invalidateQueries({ queryKey: agentKeys.contracts() })
  }, [queryClient])
  // A new offer form after one was sent (its flow ends in `offered`).
  const [offerRound, setOfferRound] = useState(0)
  const [terms, setTerms] = useState<ContractTerms>(() => ({ downlineId: 0, kind, period: PERIODS_BY_KIND[kind][0]!, tiers: [{ minActive: 0, minAmount: 0, rateBp: 10 }] }))
  const titleId = `ac-contracts-${kind}`
  return (
    <section className="tl-contracts" aria-labelledby={titleId} data-testid={`contracts-${kind}`}>
      <h3 id={titleId}>{t(`agentIncome.kinds.${kind}`)}</h3>
      {failure !== null && <p role="alert">{failureText(failure as { code: string; message: string })}</p>}
      {loaded === null ? <p aria-busy="true">{t('agentContracts.loading')}</p> : (
        <>
          <h4>{t('agentContracts.mine')}</h4>
          {loaded.mine?.offer && <ContractCard key={`o${loaded.mine.offer.id}`} contract={loaded.mine.offer} role="downline" onChanged={refresh} />}
          {loaded.mine?.contract ? <ContractCard key={`c${loaded.mine.contract.id}`} contract={loaded.mine.contract} role="downline" onChanged={refresh} /> : <p>{t('agentContracts.none')}</p>}
          {loaded.mine && <p>{t('agentContracts.today', { amount: formatAmount(loaded.mine.today) })}</p>}
          <h4>{t('agentContracts.given')}</h4>
          {loaded.given.length === 0 ? <p>{t('agentContracts.noneGiven')}</p> : loaded.given.map((c) => <ContractCard key={c.id} contract={c} role="upline" onChanged={refresh} />)}
          <h4>{t('agentContracts.newOffer')}</h4>
          {loaded.mine?.contract ? (
            <div className="tl-contracts__own" data-testid="offer-own-rates">
              <p>{t('agentContracts.myRates')}</p>
              <TiersView tiers={loaded.mine.contract.tiers} kind={kind} />
            </div>
          ) : <p data-testid="offer-no-own">{t('agentContracts.noOwn')}</p>}
          {loaded.downlines.length === 0 ? <p data-testid="offer-no-downlines">{t('agentContracts.noDownlines')}</p> : (
            <label className="tl-contracts__field">
              <span>{t('agentContracts.downline')}</span>
              <select value={terms.downlineId || ''} onChange={(e) => setTerms({ ...terms, downlineId: Number(e.target.value) || 0 })} data-testid="offer-downline">
                <option value="">{t('agentContracts.chooseDownline')}</option>
                {loaded.downlines.map((d) => <option key={d.id} value={d.id}>{d.account}</option>)}
              </select>
            </label>
          )}
          {PERIODS_BY_KIND[kind].length > 1 && (
            <label className="tl-contracts__field">
              <span>{t('agentContracts.period')}</span>
              <select value={terms.period} onChange={(e) => setTerms({ ...terms, period: e.target.value as ContractPeriod })}>
                {PERIODS_BY_KIND[kind].map((p) => <option key={p} value={p}>{t(`agentContracts.periods.${p}`)}</option>)}
              </select>
            </label>
          )}
          <OfferForm key={offerRound} terms={terms} onTermsChange={setTerms} onChanged={refresh} onAgain={() => setOfferRound((n) => n + 1)} />
        </>
      )}
    </section>
  )
}
