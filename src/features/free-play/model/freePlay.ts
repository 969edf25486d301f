import { useCallback } from 'react'
import { useSelector } from '@xstate/react'
import { fromPromise, sendTo } from 'xstate'
import { Endpoints, call, type LoginReply } from '@/shared/api'
import { PLATFORM, Paths } from '@/shared/config'
import { randomString, useSystemActor, systemActor } from '@/shared/lib'
import { dialogCommands, failureDialog, modalCommands } from '@/shared/ui'
import { freePlayMachine } from '@machines/freePlay.machine.ts'

const osName = (): string => {
  const ua = navigator.userAgent
  if (/Windows/i.test(ua)) return 'Windows'
  if (/Android/i.test(ua)) return 'Android'
  if (/iPhone|iPad|iOS/i.test(ua)) return 'iOS'
  if (/Mac OS/i.test(ua)) return 'MacOS'
  if (/Linux/i.test(ua)) return 'Linux'
  return 'Other'
}

/**
 * Free play (machines/freePlay.machine.ts) is the `freePlay` child of the app's actor system:
 * the button that starts it disappears as soon as the session starts, and the flow must
 * still close the modals and go to /. The session stores the reply and loads the member info.
 */
export const FREE_PLAY_ID = 'freePlay'

/** The free-play logic with its real dependencies (given once, at the root). */
export function freePlayLogic({ navigate }: { navigate: (to: string) => void }) {
  return freePlayMachine.provide({
    actors: {
      freePlay: fromPromise<LoginReply, void>(async ({ signal, system }) => {
        // The site's payload key is part of the status reply, which the boot actor owns.
        const boot = systemActor(system, 'boot')
        const payloadKey = boot?.getSnapshot().context.status?.info.payloadKey ?? ''
        const { encryptPayload } = await import('@/shared/crypto')
        const reply = await call(Endpoints.freePlay, {
          body: { os: osName(), platform: PLATFORM, random: encryptPayload(randomString(16), payloadKey).payload },
          headers: { 'gateway-version': '3' },
          signal,
        })
        return reply
      }),
    },
    actions: {
      reportFailure: ({ system }, { failure }) => dialogCommands(systemActor(system, 'dialog')!).open(failureDialog(failure)),
      // Delivered after this step (sendTo), so the session's own steps never run inside this action.
      sessionStarted: sendTo(({ system }) => systemActor(system, 'session')!, (_, { reply }: { reply: LoginReply }) => ({ type: 'session.started' as const, reply, flow: 'freePlay' as const })),
      finished: ({ system }) => {
        modalCommands(systemActor(system, 'modals')!).closeAll()
        navigate(Paths.root)
      },
    },
  })
}

/** Free play is running (the loader shows; the button waits). */
export const useFreePlayBusy = (): boolean => useSelector(useSystemActor(FREE_PLAY_ID), (s) => s.hasTag('busy'))

/** Starts free play; `busy` while it runs. */
export function useFreePlay(): { start: () => void; busy: boolean } {
  const actor = useSystemActor(FREE_PLAY_ID)
  const busy = useFreePlayBusy()
  const start = useCallback(() => actor.send({ type: 'freePlay.requested' }), [actor])
  return { start, busy }
}
