import { useEffect, useRef } from 'react'
import { useActorRef } from '@xstate/react'
import { useQueryClient } from '@tanstack/react-query'
import type { GameSessionMeterReply } from '@/shared/api'
import { i18n } from '@/shared/i18n'
import { formatAmount } from '@/shared/lib'
import { useDialogActor, useDialogs } from '@/shared/ui'
import { intervalMs, realityCheckMachine } from '@machines/realityCheck.machine.ts'
import { protectionKeys } from '../api/calls.ts'
import { formatElapsed } from '../lib/time.ts'

const CHECK_DIALOG = 'reality-check'

/**
 * The reality check over a game (machines/realityCheck.machine.ts): its interval is the
 * meter's `realityCheckMinutes`, told to the machine with every reply of the meter (`readAt`,
 * the reply's time); when due, the app's dialog shows the session's time and net result (the
 * meter's last figures) with Continue and Stop; Stop calls `onStop`.
 */
export function useRealityCheck(minutes: number | undefined, readAt: number, onStop: () => void): void {
  const queryClient = useQueryClient()
  const dialogs = useDialogs()
  const dialogActor = useDialogActor()
  const stop = useRef(onStop)
  stop.current = onStop
  const actor = useActorRef(
    realityCheckMachine.provide({
      delays: { interval: ({ context }) => intervalMs(context.minutes) },
      actions: {
        leaveGame: () => stop.current(),
        // Only the check's own dialog: another one shown meanwhile stays.
        hideCheck: () => {
          if ((dialogActor.getSnapshot().context.request?.payload as { testId?: string } | undefined)?.testId === CHECK_DIALOG) dialogs.dismiss()
        },
        showCheck: ({ self }) => {
          const meter = queryClient.getQueryData<GameSessionMeterReply>(protectionKeys.meter())
          const tag = i18n.language
          dialogs.open({
            title: i18n.t('protection.realityCheck.dueTitle'),
            message: i18n.t('protection.realityCheck.dueMessage', {
              time: formatElapsed(meter?.elapsedSeconds ?? 0),
              net: `${(meter?.net ?? 0) > 0 ? '+' : ''}${formatAmount(meter?.net ?? 0, tag)}`,
            }),
            confirmLabel: i18n.t('protection.realityCheck.continue'),
            cancelLabel: i18n.t('protection.realityCheck.stop'),
            cover: false,
            testId: CHECK_DIALOG,
            onConfirm: () => self.send({ type: 'check.continued' }),
            onCancel: () => self.send({ type: 'check.stopped' }),
          })
        },
      },
    }),
  )
  useEffect(() => {
    if (minutes !== undefined) actor.send({ type: 'interval.changed', minutes })
  }, [actor, minutes, readAt])
}
