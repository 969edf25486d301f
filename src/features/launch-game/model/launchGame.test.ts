import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, waitFor } from '@testing-library/react'
import { createActor, fromPromise, waitFor as waitForActor, type ActorRefFrom, type AnyActorRef } from 'xstate'
import type { GameEntry } from '@/shared/api'
import { initI18n } from '@/shared/i18n'
import { AuthModal, modalsLogic } from '@/shared/ui'
import { mockFetch, testModals } from '@/shared/testing'
import { sessionLogic, sessionToken } from '@/entities/session'
import { appMachine } from '@machines/app.machine.ts'
import type { gameLaunchMachine } from '@machines/gameLaunch.machine.ts'
import { launchGameLogic } from './launchLogic.ts'

const slot: GameEntry = { gameId: 'slot-1', gameName: 'Lucky Tala', vassalage: 'TCG_SEA', gameType: 'RNG', isGame: '', image: '', isHot: 0 }
const sports: GameEntry = { ...slot, gameId: 'sb-1', gameName: 'Sportsbook', vassalage: 'SABA', gameType: 'SPORTS' }
const sabong: GameEntry = { ...slot, gameId: 'ds88-1', gameName: 'DS88 Sabong Arena', vassalage: 'DS88', gameType: 'SPORTS' }

beforeAll(async () => {
  await initI18n('en')
})
const roots: AnyActorRef[] = []
afterEach(() => {
  roots.splice(0).forEach((root) => root.stop())
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

const reply = { token: 't0k3n', account: 'juan', customerId: 'c1', isAgent: 0, firstTimeLogin: false, passwordExpired: false, defaultPassword: false, expiresIn: 3600 }

/** The launch flow as the root system runs it (beside the session, the modals and the dialog), with a spy for navigation. */
const start = async () => {
  const navigate = vi.fn()
  const root = createActor(appMachine.provide({ actors: { session: sessionLogic, loadGameLaunch: fromPromise(async () => launchGameLogic({ navigate })), modals: modalsLogic } }), { input: { url: 'tala.test' } }).start()
  roots.push(root)
  // The first launch starts the flow (a plain close asks nothing of it).
  root.send({ type: 'game.wanted', request: { type: 'game.closed' } })
  const actor = (await waitForActor(root, (s) => s.context.gameLaunch !== null)).context.gameLaunch as ActorRefFrom<typeof gameLaunchMachine>
  const session = root.system.get('session') as AnyActorRef
  sessionStorage.setItem('merchant', 'tala')
  /** A login ends: the session has the reply. */
  const signIn = () => act(() => session.send({ type: 'session.started', reply, flow: 'login' }))
  const facts = () => ({ loggedIn: sessionToken() !== null, trial: false, freePlayGameTypes: ['RNG', 'FISH', 'BINGO'] })
  return { navigate, actor, facts, signIn, modals: testModals(root) }
}

describe('launching a game', () => {
  it('without a token opens the login popup, and launches once the login stores one', async () => {
    const fetch = mockFetch({ '/wps/game/launch': { value: { game_url: '/house/slot/?s=abc&lang=en' } } })
    const { navigate, actor, facts, signIn, modals } = await start()
    actor.send({ type: 'launch.requested', game: slot, ...facts() })
    expect(modals.names()).toContain(AuthModal.login)
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/wps/game/launch'))).toBe(false)
    signIn()
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/game'))
    const call = fetch.mock.calls.find(([u]) => String(u).includes('/wps/game/launch'))!
    const init = call[1] as RequestInit
    expect(JSON.parse(String(init.body))).toMatchObject({
      gameId: 'slot-1', accountType: 1, confirmTrans: 0, vassalage: 'TCG_SEA', launchMode: 'GLS', platform: 'html5-desktop', clientType: 3,
      username: 'juan', token: 't0k3n', merchantCode: 'tala', language: 'en',
    })
    expect((init.headers as Record<string, string>).Language).toBe('en')
    expect(actor.getSnapshot().context.playing).toEqual({ url: '/house/slot/?s=abc&lang=en', name: 'Lucky Tala' })
    // Kept for a reload of /game.
    expect(JSON.parse(sessionStorage.getItem('tala.currentGame')!)).toEqual({ url: '/house/slot/?s=abc&lang=en', name: 'Lucky Tala' })
  })

  it('launches SPORTS directly in a new window, without the game page', async () => {
    mockFetch({ '/wps/game/launch': { value: { game_url: 'https://cdn.example/sb' } } })
    const open = vi.fn()
    vi.stubGlobal('open', open)
    const { navigate, actor, facts, signIn } = await start()
    signIn()
    actor.send({ type: 'launch.requested', game: sports, ...facts() })
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://cdn.example/sb', '_blank', 'noopener'))
    expect(navigate).not.toHaveBeenCalled()
  })

  it('a logged-in member choosing Sabong (no page) launches the vendor’s game directly', async () => {
    const fetch = mockFetch({
      '/wps/relay/GCSGAME_gameList': { value: { list: [sabong], total: 1, page: 1, pageSize: 1 } },
      '/wps/game/launch': { value: { game_url: 'https://cdn.example/ds88' } },
    })
    const open = vi.fn()
    vi.stubGlobal('open', open)
    const { actor, facts, signIn } = await start()
    signIn()
    actor.send({ type: 'vendor.requested', vendor: { gameType: 'SPORTS', vassalage: 'DS88' }, ...facts() })
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://cdn.example/ds88', '_blank', 'noopener'))
    const list = fetch.mock.calls.find(([u]) => String(u).includes('GCSGAME_gameList'))!
    expect(JSON.parse(String((list[1] as RequestInit).body))).toMatchObject({ gameType: 'SPORTS', vassalage: 'DS88', pageSize: 1 })
    const launch = fetch.mock.calls.find(([u]) => String(u).includes('/wps/game/launch'))!
    expect(JSON.parse(String((launch[1] as RequestInit).body))).toMatchObject({ gameId: 'ds88-1', vassalage: 'DS88' })
  })
})
