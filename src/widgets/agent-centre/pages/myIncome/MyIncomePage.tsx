import './myIncome.css'
import { useState } from 'react'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { ContractKind, type IncomePayment } from '@/shared/api'
import { DateRangePicker, PagedList, presetRange } from '@/shared/list'
import { useMyIncome, useStatement, useStatementBets, type IncomeFilter } from './model.ts'
import { formatGmt8 } from '@/shared/lib'

const KINDS = ContractKind.literals
const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`

/**
 * My income (agent centre, myIncome; issue 16): every salary and dividend payment with its
 * period, rate and inputs, newest first, filtered by kind and date range; a payment opens its
 * statement (the tier, what the downlines' contracts took, the members who bet and their bets).
 */
export default function MyIncomePage() {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const [filter, setFilter] = useState<IncomeFilter>(() => ({ range: presetRange('previous7'), kind: null }))
  const [open, setOpen] = useState<IncomePayment | null>(null)
  const list = useMyIncome(filter)
  if (open) return <Statement payment={open} onClose={() => setOpen(null)} />
  return (
    <section className="tl-income" aria-labelledby="ac-income-title" data-testid="my-income">
      <h3 id="ac-income-title" className="tl-income__title">{t('agentIncome.title')}</h3>
      <div className="tl-income__filters">
        <label className="tl-income__pick">
          <span>{t('agentIncome.kind')}</span>
          <select value={filter.kind ?? ''} onChange={(e) => setFilter({ ...filter, kind: (e.target.value || null) as IncomeFilter['kind'] })} data-testid="income-kind">
            <option value="">{t('agentIncome.allKinds')}</option>
            {KINDS.map((k) => <option key={k} value={k}>{t(`agentIncome.kinds.${k}`)}</option>)}
          </select>
        </label>
        <DateRangePicker value={filter.range} onChange={(range) => setFilter({ ...filter, range })} />
      </div>
      <PagedList list={list} columns={5} emptyMessage={t('agentIncome.empty')}>
        {(rows) => (
          <table className="tl-income__table" data-testid="income-list">
            <thead>
              <tr>
                <th scope="col">{t('agentIncome.period')}</th>
                <th scope="col">{t('agentIncome.kind')}</th>
                <th scope="col">{t('agentIncome.validBet')}</th>
                <th scope="col">{t('agentIncome.rate')}</th>
                <th scope="col" className="tl-income__amount">{t('agentIncome.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.id}>
                  <td>
                    <button type="button" className="tl-income__open" onClick={() => setOpen(p)} data-testid={`income-open-${p.id}`}>
                      {formatGmt8(p.periodStart)} – {formatGmt8(p.periodEnd)}
                    </button>
                  </td>
                  <td>{t(`agentIncome.kinds.${p.kind}`)}</td>
                  <td>{formatAmount(p.kind === 'dividend' ? -p.pnl : p.validBet)}</td>
                  <td>{percent(p.rateBp)}</td>
                  <td className="tl-income__amount">{formatAmount(p.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PagedList>
    </section>
  )
}

/** The statement of one payment: the same for the agent paid and for its upline. */
function Statement({ payment, onClose }: { payment: IncomePayment; onClose: () => void }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const [member, setMember] = useState<{ id: number; account: string } | null>(null)
  const { members, head } = useStatement(payment.id)
  return (
    <section className="tl-income" aria-labelledby="ac-statement-title" data-testid="income-statement">
      <h3 id="ac-statement-title" className="tl-income__title">{t('agentIncome.statement')}</h3>
      <button type="button" className="tl-income__back" onClick={onClose}>{t('agentIncome.back')}</button>
      <dl className="tl-income__facts">
        <dt>{t('agentIncome.kind')}</dt><dd>{t(`agentIncome.kinds.${payment.kind}`)}</dd>
        <dt>{t('agentIncome.activeMembers')}</dt><dd>{payment.activeMembers}</dd>
        <dt>{t('agentIncome.validBet')}</dt><dd>{formatAmount(payment.validBet)}</dd>
        <dt>{t('agentIncome.pnl')}</dt><dd>{formatAmount(payment.pnl)}</dd>
        <dt>{t('agentIncome.tier')}</dt>
        <dd data-testid="statement-tier">{head?.tier ? t('agentIncome.tierText', { active: head.tier.minActive, amount: formatAmount(head.tier.minAmount), rate: percent(head.tier.rateBp) }) : t('agentIncome.noTier')}</dd>
        <dt>{t('agentIncome.gross')}</dt><dd>{formatAmount(payment.gross)}</dd>
        <dt>{t('agentIncome.downlines')}</dt><dd>{formatAmount(payment.downlines)}</dd>
        <dt>{t('agentIncome.amount')}</dt><dd data-testid="statement-amount">{formatAmount(payment.amount)}</dd>
      </dl>
      {head && head.downlines.length > 0 && (
        <ul className="tl-income__downlines" aria-label={t('agentIncome.downlines')}>
          {head.downlines.map((d) => <li key={d.contractId}>{d.account}: {percent(d.rateBp)} → {formatAmount(d.gross)}</li>)}
        </ul>
      )}
      <h4>{t('agentIncome.members')}</h4>
      <PagedList list={members} columns={4} emptyMessage={t('agentIncome.noBets')}>
        {(rows) => (
          <table className="tl-income__table" data-testid="statement-members">
            <thead>
              <tr>
                <th scope="col">{t('agentIncome.member')}</th>
                <th scope="col">{t('agentIncome.bets')}</th>
                <th scope="col">{t('agentIncome.validBet')}</th>
                <th scope="col">{t('agentIncome.pnl')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <tr key={m.memberId}>
                  <td><button type="button" className="tl-income__open" onClick={() => setMember({ id: m.memberId, account: m.account })}>{m.account}</button></td>
                  <td>{m.bets}</td>
                  <td>{formatAmount(m.validBet)}</td>
                  <td>{formatAmount(m.pnl)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PagedList>
      {member && <MemberBets paymentId={payment.id} member={member} />}
    </section>
  )
}

function MemberBets({ paymentId, member }: { paymentId: number; member: { id: number; account: string } }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const bets = useStatementBets(paymentId, member.id)
  return (
    <>
      <h4>{t('agentIncome.betsOf', { account: member.account })}</h4>
      <PagedList list={bets} columns={4} emptyMessage={t('agentIncome.noBets')}>
        {(rows) => (
          <table className="tl-income__table" data-testid="statement-bets">
            <thead>
              <tr>
                <th scope="col">{t('agentIncome.time')}</th>
                <th scope="col">{t('agentIncome.game')}</th>
                <th scope="col">{t('agentIncome.stake')}</th>
                <th scope="col">{t('agentIncome.win')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((b) => (
                <tr key={b.id}>
                  <td>{formatGmt8(b.createdAt)}</td>
                  <td>{b.gameId}</td>
                  <td>{formatAmount(b.stake)}</td>
                  <td>{formatAmount(b.win)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PagedList>
    </>
  )
}
