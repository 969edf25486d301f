import { useMemo } from 'react'
import { useLatest } from '@/shared/lib'
import { useQueryClient } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { useAuthModals } from '@/shared/ui'
import { sessionToken, useToken } from '@/entities/session'
import { useRefreshBalance } from '@/entities/wallet'
import { useRefreshBadges } from '@/entities/member-badges'
import { performAction, promotionKeys, type PromotionAction } from '@/entities/promotion'
import { promotionActionMachine, type PromotionActionRequest } from '@machines/promotionAction.machine.ts'

export interface PromotionActionState {
  /** The promotion whose action runs or ran last, and how it went. */
  readonly promotionId: number | null
  readonly action: PromotionAction | null
  readonly busy: boolean
  readonly done: boolean
  readonly failure: unknown
  readonly perform: (action: PromotionAction) => void
}

/**
 * Hosts machines/promotionAction.machine.ts for a promotion page: the call is the reward
 * centre's join or claim, or the raffle ticket; a success makes every promotion query stale
 * and refreshes the header balance and the badges; a visitor gets the login modal.
 */
export function usePromotionAction(): PromotionActionState {
  const queryClient = useQueryClient()
  const refreshBalance = useRefreshBalance()
  const refreshBadges = useRefreshBadges()
  const { openLogin } = useAuthModals()
  const token = useToken()
  const latest = useLatest({ refreshBalance, refreshBadges, openLogin, token })
  const logic = useMemo(
    () =>
      promotionActionMachine.provide({
        actors: {
          act: fromPromise<unknown, PromotionActionRequest>(({ input, signal }) => performAction(sessionToken() ?? '', input.action as PromotionAction, signal)),
        },
        actions: {
          openLogin: () => latest.current.openLogin(),
          changed: () => {
            void queryClient.invalidateQueries({ queryKey: promotionKeys.all() })
            latest.current.refreshBalance(latest.current.token)
            latest.current.refreshBadges()
          },
        },
      }),
    [queryClient, latest],
  )
  const actor = useActorRef(logic)
  const view = useSelector(actor, (s) => ({ busy: s.hasTag('busy'), done: s.hasTag('done'), request: s.context.request, failure: s.context.failure }),
    (a, b) => a.busy === b.busy && a.done === b.done && a.request === b.request && a.failure === b.failure)
  return {
    promotionId: view.request?.promotionId ?? null,
    action: (view.request?.action as PromotionAction | undefined) ?? null,
    busy: view.busy,
    done: view.done,
    failure: view.failure,
    perform: (action) => actor.send({ type: 'action.requested', request: { promotionId: action.promotionId, action, loggedIn: sessionToken() !== null } }),
  }
}
