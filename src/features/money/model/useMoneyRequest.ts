import { useEffect, useMemo, useRef } from 'react'
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

/**
 * Hosts one money form's flow (machines/moneyRequest.machine.ts) while the form shows:
 * `send` is the call, `onFinished` what follows a success (a list reload, the header balance).
 */
export function useMoneyRequest<Q, R>(send: (request: Q, signal: AbortSignal) => Promise<R>, onFinished?: (result: R) => void): MoneyRequestView<R> {
  const latest = useRef({ send, onFinished })
  useEffect(() => {
    latest.current = { send, onFinished }
  }, [send, onFinished])
  const logic = useMemo(
    () =>
      moneyRequestMachine.provide({
        actors: { submit: fromPromise<unknown, unknown>(({ input, signal }) => latest.current.send(input as Q, signal)) },
        actions: { finished: (_, { result }) => latest.current.onFinished?.(result as R) },
      }),
    [],
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
