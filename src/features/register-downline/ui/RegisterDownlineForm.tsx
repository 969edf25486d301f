import { useCallback, useId, useState } from 'react'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { DownlineOffer } from '@/shared/api'
import { failureText, useTranslation } from '@/shared/i18n'
import { Button, TextField } from '@/shared/ui'
import { ownFailureText, useOwnContracts } from '../model/ownContracts.ts'
import { useRegisterDownline } from '../model/useRegisterDownline.ts'
import { OfferFields } from './OfferFields.tsx'
// The list kit's styles (tl-records__*), which this form shares with the list pages.
import '@/shared/list'

const EMPTY = { kind: 'member', account: '', password: '', confirm: '', nickname: '' }

/**
 * Register account (spec §2): the agent creates a direct downline, a member or a sub-agent,
 * with the password it will log in with, and for a sub-agent optionally the contract it
 * offers it. Checked here first, then by the server (a taken account, a weak password or
 * rates above the agent's own come back under their field). A registration runs
 * `onRegistered` (the centre's team size) and makes `changes` stale (the team list, the
 * contracts given), which the centre names.
 */
export function RegisterDownlineForm({ changes, onRegistered }: { changes: readonly QueryKey[]; onRegistered: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const queryClient = useQueryClient()
  const registered = useCallback(() => {
    onRegistered()
    for (const queryKey of changes) void queryClient.invalidateQueries({ queryKey })
  }, [onRegistered, changes, queryClient])
  const flow = useRegisterDownline(t, registered)
  const [form, setForm] = useState(EMPTY)
  const [offer, setOffer] = useState<DownlineOffer | null>(null)
  const { own, failure: ownFailure } = useOwnContracts()
  const set = (k: keyof typeof EMPTY) => (v: string) => setForm((f) => ({ ...f, [k]: k === 'account' ? v.toLowerCase() : v }))
  const busy = flow.state === 'submitting'
  return (
    <section className="tl-records" aria-labelledby={`${id}-title`} data-testid="register-downline">
      <h3 id={`${id}-title`} className="tl-records__title">
        {t('agent.menu.registerAccount')}
      </h3>
      {flow.state === 'submitted' && flow.result ? (
        <div className="tl-records__panel" role="status" data-testid="register-downline-done">
          <p>{t(flow.result.type === 0 ? 'agent.register.doneMember' : flow.result.contractId !== undefined ? 'agent.register.doneAgentOffer' : 'agent.register.doneAgent', { account: flow.result.account })}</p>
          <div>
            <Button
              type="button"
              variant="primary"
              onPress={() => {
                setForm(EMPTY)
                setOffer(null)
                flow.again()
              }}
              data-testid="register-downline-again"
            >
              {t('agent.register.again')}
            </Button>
          </div>
        </div>
      ) : (
        <form
          className="tl-records__panel"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            flow.submit(form, offer, own?.find((o) => o.kind === offer?.kind)?.contract.tiers ?? null)
          }}
          data-testid="register-downline-form"
        >
          <fieldset className="tl-records__kinds">
            <legend>{t('agent.register.kind')}</legend>
            {(['member', 'agent'] as const).map((kind) => (
              <label key={kind}>
                <input type="radio" name={`${id}-kind`} value={kind} checked={form.kind === kind} onChange={() => set('kind')(kind)} data-testid={`register-downline-kind-${kind}`} />
                {t(`agent.register.kinds.${kind}`)}
              </label>
            ))}
          </fieldset>
          <TextField label={t('agent.register.account')} value={form.account} onChange={set('account')} autoComplete="off" maxLength={16} error={flow.errors.account ?? null} testId="register-downline-account" />
          <TextField label={t('agent.register.password')} type="password" value={form.password} onChange={set('password')} autoComplete="new-password" error={flow.errors.password ?? null} testId="register-downline-password" />
          <TextField label={t('agent.register.confirm')} type="password" value={form.confirm} onChange={set('confirm')} autoComplete="new-password" error={flow.errors.confirm ?? null} testId="register-downline-confirm" />
          <TextField label={t('agent.register.nickname')} value={form.nickname} onChange={set('nickname')} autoComplete="off" maxLength={32} testId="register-downline-nickname" />
          {form.kind === 'agent' && own !== null && <OfferFields own={own} offer={offer} onChange={setOffer} error={flow.errors.contract ?? null} />}
          {form.kind === 'agent' && ownFailureText(ownFailure) !== null && <p role="alert" className="tl-records__loss">{ownFailureText(ownFailure)}</p>}
          <p className="tl-records__muted">{t('agent.register.hint')}</p>
          <div>
            <Button type="submit" variant="primary" aria-busy={busy || undefined} data-testid="register-downline-submit">
              {busy ? t('money.sending') : t('agent.register.submit')}
            </Button>
          </div>
          {flow.state === 'failed' && (
            <p role="alert" className="tl-records__loss" data-testid="register-downline-failed">
              {failureText(flow.failure as { code: string; message: string })}{' '}
              <button type="button" className="tl-records__button" onClick={flow.retry}>
                {t('money.retry')}
              </button>
            </p>
          )}
        </form>
      )}
    </section>
  )
}
