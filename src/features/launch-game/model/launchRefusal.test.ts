import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act } from '@testing-library/react'
import { createActor, fromPromise, waitFor as waitForActor, type ActorRefFrom, type AnyActorRef } from 'xstate'
import type { GameEntry } from '@/shared/api'
import { changeLanguage, initI18n } from '@/shared/i18n'
import { modalsLogic } from '@/shared/ui'
import { mockFetch } from '@/shared/testing'
import { sessionLogic } from '@/entities/session'
import { appMachine } from '@machines/app.machine.ts'
import type { DialogContext } from '@machines/dialog.machine.ts'
import type { gameLaunchMachine } from '@machines/gameLaunch.machine.ts'
import { launchGameLogic } from './launchLogic.ts'

// A launch the server refuses for player protection shows the player's language, with the
// block's end (GMT+8) when the refusal carries one.
const slot: GameEntry = { gameId: 'slot-1', gameName: 'Lucky Tala', vassalage: 'TCG_SEA', gameType: 'RNG', isGame: '', image: '', isHot: 0 }
const reply = { token: 't0k3n', account: 'juan', customerId: 'c1', isAgent: 0, firstTimeLogin: false, passwordExpired: false, defaultPassword: false, expiresIn: 3600 }

beforeAll(async () => {
  await initI18n('en')
})
const roots: AnyActorRef[] = []
afterEach(async () => {
  roots.splice(0).forEach((root) => root.stop())
  sessionStorage.clear()
  vi.unstubAllGlobals()
  await changeLanguage('en')
})

async function launchRefused(fail: { code: string; message: string; value?: unknown }) {
  mockFetch({ '/wps/game/launch': { fail } })
  const root = createActor(appMachine.provide({ actors: { session: sessionLogic, loadGameLaunch: fromPromise(async () => launchGameLogic({ navigate: vi.fn() })), modals: modalsLogic } }), { input: { url: 'tala.test' } }).start()
  roots.push(root)
  root.send({ type: 'game.wanted', request: { type: 'game.closed' } })
  const actor = (await waitForActor(root, (s) => s.context.gameLaunch !== null)).context.gameLaunch as ActorRefFrom<typeof gameLaunchMachine>
  act(() => (root.system.get('session') as AnyActorRef).send({ type: 'session.started', reply, flow: 'login' }))
  actor.send({ type: 'launch.requested', game: slot, loggedIn: true, trial: false, freePlayGameTypes: [] })
  const dialog = root.system.get('dialog') as AnyActorRef
  const open = await waitForActor(dialog, (s) => (s.context as DialogContext).request !== null, { timeout: 5000 })
  return ((open.context as DialogContext).request!.payload as { message: string; testId: string })
}

describe('a refused launch', () => {
  it('ON_BREAK: the translated text and when the break ends, in GMT+8', async () => {
    const shown = await launchRefused({ code: 'ON_BREAK', message: 'You are on a break.', value: { kind: 'break', startedAt: '2026-12-05T04:00:00.000Z', until: '2026-12-05T04:15:00.000Z' } })
    expect(shown.testId).toBe('launch-failure')
    expect(shown.message).toBe('You are taking a break. Until it ends you can only withdraw and view your records. It ends on 2026-12-05 12:15:00.')
  })

  it('SELF_EXCLUDED in Thai, permanent: the Thai text and that it does not end', async () => {
    await changeLanguage('th')
    const shown = await launchRefused({ code: 'SELF_EXCLUDED', message: 'Excluded.', value: { kind: 'exclusion', startedAt: '2026-12-05T04:00:00.000Z', until: null } })
    expect(shown.message).toBe('คุณได้ระงับตัวเองจากการเล่น จนกว่าจะสิ้นสุด คุณทำได้เพียงถอนเงินและดูประวัติของคุณ ไม่มีวันสิ้นสุด')
  })

  it('SESSION_TIME_LIMIT_REACHED: the translated text alone', async () => {
    await changeLanguage('vi')
    const shown = await launchRefused({ code: 'SESSION_TIME_LIMIT_REACHED', message: 'Your session time limit is reached.' })
    expect(shown.message).toBe('Bạn đã đạt giới hạn thời gian của phiên. Vui lòng đăng nhập lại để tiếp tục chơi.')
  })
})
