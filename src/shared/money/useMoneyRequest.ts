import { useMemo } from 'react'
import { useLatest } from '@/shared/lib'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { moneyRequestMachine, type Failure } from '@machines/moneyRequest.machine.ts'

export interface MoneyRequestView<R> {
  readonly state: 'editing' | 'submitting' | 'failed' | 'done'
  readonly busy: boolean
  readonly result: R | null
  readonly failure: Failure | null
  readonly submit: (request: unknown) => void
  readonly retry: () => void
  readonly again: () => void
}

export interface MoneyRequestEffects<R> {
  /** The queries a success changes (the page's list, the records...): invalidated, so whoever shows them reads them again. */
  readonly invalidates?: readonly QueryKey[]
  /** What else follows a success (the form cleared, the header balance). */
  readonly onFinished?: (result: R) => void
}

/**
 * Hosts one money form's flow (machines/moneyRequest.machine.ts) while the form shows:
 * `send` is the call; after a success the keys in `invalidates` go stale in the app's query
 * cache and `onFinished` runs.
 */
export function useMoneyRequest<Q, R>(send: (request: Q, signal: AbortSignal) => Promise<R>, effects: MoneyRequestEffects<R> = {}): MoneyRequestView<R> {
  const queryClient = useQueryClient()
  const latest = useLatest({ send, effects })
  const logic = useMemo(
    () =>
      moneyRequestMachine.provide({
        actors: { submit: fromPromise<unknown, unknown>(({ input, signal }) => latest.current.send(input as Q, signal)) },
        actions: {
          finished: (_, { result }) => {
            const { invalidates = [], onFinished } = latest.current.effects
            for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey })
            onFinished?.(result as R)
          },
        },
      }),
    [queryClient, latest],
  )
  const actor = useActorRef(logic)
  const view = useSelector(actor, (s) => ({ state: s.value as MoneyRequestView<R>['state'], result: s.context.result as R | null, failure: s.context.failure }), (a, b) => a.state === b.state && a.result === b.result && a.failure === b.failure)
  return {
    ...view,
    busy: view.state === 'submitting',
    submit: (request) => actor.send({ type: 'request.submitted', request }),
    retry: () => actor.send({ type: 'retry' }),
    again: () => actor.send({ type: 'request.again' }),
  }
}
