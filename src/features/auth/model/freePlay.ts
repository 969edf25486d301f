import { useEffect, useSyncExternalStore } from 'react'
import { useNavigate, type NavigateFunction } from 'react-router'
import { createActor, fromPromise, type Actor } from 'xstate'
import { Endpoints, call, type LoginReply } from '@/shared/api'
import { PLATFORM, Paths, SessionKeys, session } from '@/shared/config'
import { encryptPayload } from '@/shared/crypto'
import { randomString } from '@/shared/lib'
import { loader, modals } from '@/shared/ui'
import { storeLogin } from '@/entities/session'
import { freePlayMachine } from '@machines/freePlay.machine.ts'
import { showFailure } from '../lib/failure.ts'
import { loadMember } from './flows.ts'

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
 * Free play (machines/freePlay.machine.ts) runs outside any component: the button that
 * starts it disappears as soon as the session is stored, and the flow must still load the
 * member info, remove cpw, close the modals and go to /.
 */
let navigate: NavigateFunction | null = null
let actor: Actor<ReturnType<typeof logicFor>> | null = null
const listeners = new Set<() => void>()

function logicFor(payloadKey: string) {
  return freePlayMachine.provide({
    actors: {
      freePlay: fromPromise<LoginReply, void>(async ({ signal }) => {
        const reply = await call(Endpoints.freePlay, {
          body: { os: osName(), platform: PLATFORM, random: encryptPayload(randomString(16), payloadKey).payload },
          headers: { 'gateway-version': '3' },
          signal,
        })
        storeLogin(reply)
        return reply
      }),
      loadMember,
    },
    actions: {
      reportFailure: (_, { failure }) => showFailure(failure),
      finished: () => {
        session.remove(SessionKeys.cpw)
        modals.closeAll()
        void navigate?.(Paths.root)
      },
    },
  })
}

function start(payloadKey: string): void {
  if (actor && actor.getSnapshot().status === 'active' && !actor.getSnapshot().matches('idle')) return
  if (!actor || actor.getSnapshot().status !== 'active') {
    actor = createActor(logicFor(payloadKey))
    const followBusy = loader.follower()
    actor.subscribe((s) => {
      followBusy(s.hasTag('busy'))
      listeners.forEach((l) => l())
    })
    actor.start()
  }
  actor.send({ type: 'freePlay.requested' })
}

const isBusy = () => actor?.getSnapshot().hasTag('busy') ?? false
const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => {
    listeners.delete(l)
  }
}

/** Starts free play with this site's payload key; `busy` while it runs. */
export function useFreePlay(payloadKey: string): { start: () => void; busy: boolean } {
  const nav = useNavigate()
  useEffect(() => {
    navigate = nav
  }, [nav])
  const busy = useSyncExternalStore(subscribe, isBusy, isBusy)
  return { start: () => start(payloadKey), busy }
}
