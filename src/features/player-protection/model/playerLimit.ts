import { useActorRef, useSelector } from '@xstate/react'
import { useQueryClient } from '@tanstack/react-query'
import { fromPromise } from 'xstate'
import type { LimitKey, SetPlayerLimitReply } from '@/shared/api'
import { playerLimitMachine, type LimitChange } from '@machines/playerLimit.machine.ts'
import { protectionKeys, saveLimit } from '../api/calls.ts'
import { limitRange } from '../lib/limits.ts'

/**
 * One limit's edit flow (machines/playerLimit.machine.ts), hosted by its row: the save is the
 * setPlayerLimit call, whose reply becomes the page's state in the query cache.
 */
export function usePlayerLimit(key: LimitKey) {
  const queryClient = useQueryClient()
  const actor = useActorRef(
    playerLimitMachine.provide({
      actors: { saveLimit: fromPromise<SetPlayerLimitReply, LimitChange>(({ input, signal }) => saveLimit(input, signal)) },
      actions: { saved: (_, { reply }) => queryClient.setQueryData(protectionKeys.limits(), reply.state) },
    }),
    { input: { key, ...limitRange(key) } },
  )
  const view = useSelector(actor, (s) => ({
    state: s.value as 'viewing' | 'editing' | 'saving' | 'applied' | 'pending' | 'failed',
    invalid: s.context.invalid,
    failure: s.context.failure,
    effectiveAt: s.context.effectiveAt,
  }), (a, b) => a.state === b.state && a.invalid === b.invalid && a.failure === b.failure && a.effectiveAt === b.effectiveAt)
  return { ...view, send: actor.send }
}
