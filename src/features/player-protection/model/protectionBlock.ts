import { useEffect, useMemo, useRef } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { useQueryClient } from '@tanstack/react-query'
import type { BlockReply } from '@/shared/api'
import { i18n } from '@/shared/i18n'
import { failureDialog, useDialogs, type DialogOpenOptions } from '@/shared/ui'
import { protectionBlockMachine, type BlockRequest } from '@machines/protectionBlock.machine.ts'
import { protectionKeys, startBreak, startExclusion } from '../api/calls.ts'

/** What the confirmation says: the game's quick break, a longer break, or a self-exclusion. */
function confirmation(request: BlockRequest): Omit<DialogOpenOptions, 'onConfirm' | 'onCancel'> {
  const duration = i18n.t(`protection.duration.${request.duration}`)
  const ask = { cancelLabel: i18n.t('common.cancel'), cover: false }
  if (request.kind === 'break' && request.duration === '15m') {
    return { ...ask, title: i18n.t('protection.meter.confirmTitle'), message: i18n.t('protection.meter.confirmMessage'), confirmLabel: i18n.t('protection.meter.confirm'), testId: 'meter-break-confirm' }
  }
  if (request.kind === 'break') {
    return { ...ask, title: i18n.t('protection.break.confirmTitle', { duration }), message: i18n.t('protection.break.confirmMessage', { duration }), confirmLabel: i18n.t('protection.break.confirm'), testId: 'break-confirm' }
  }
  const message = request.duration === 'permanent' ? 'protection.exclusion.confirmPermanent' : 'protection.exclusion.confirmMessage'
  return { ...ask, title: i18n.t('protection.exclusion.confirmTitle', { duration }), message: i18n.t(message, { duration }), confirmLabel: i18n.t('protection.exclusion.confirm'), testId: 'exclusion-confirm' }
}

/**
 * A break or a self-exclusion (machines/protectionBlock.machine.ts) with its real calls: the
 * app's dialog asks first, a refusal is said in the member's language with the end of any block
 * in force, and what the server took refreshes the protection queries; `onTaken` follows.
 */
export function useProtectionBlock(onTaken?: (reply: BlockReply) => void) {
  const dialogs = useDialogs()
  const queryClient = useQueryClient()
  const taken = useRef(onTaken)
  useEffect(() => {
    taken.current = onTaken
  }, [onTaken])
  const logic = useMemo(() => protectionBlockMachine.provide({
    actors: {
      takeBlock: fromPromise<BlockReply, BlockRequest>(({ input }) => (input.kind === 'break' ? startBreak(input.duration) : startExclusion(input.duration))),
    },
    actions: {
      askConfirmation: ({ self }, { request }) =>
        dialogs.open({ ...confirmation(request), onConfirm: () => self.send({ type: 'block.confirmed' }), onCancel: () => self.send({ type: 'block.cancelled' }) }),
      taken: (_, { reply }) => {
        void queryClient.invalidateQueries({ queryKey: protectionKeys.all })
        taken.current?.(reply)
      },
      reportFailure: (_, { error }) => {
        void queryClient.invalidateQueries({ queryKey: protectionKeys.all })
        dialogs.open(failureDialog(error as { code: string; message: string; value?: unknown }))
      },
    },
  }), [dialogs, queryClient])
  const actor = useActorRef(logic)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  return { busy, request: (request: BlockRequest) => actor.send({ type: 'block.requested', request }) }
}
