import { describe, it, expect } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import type { AnyStateMachine } from 'xstate'
import { AuthModal, modalsMachine } from './modals.machine.ts'
import { loaderMachine } from './loader.machine.ts'
import { favoritesMachine, type FavoriteChange } from './favorites.machine.ts'
import { vendorChoiceMachine } from './vendorChoice.machine.ts'
import { modalsModel } from './testing/models/modals.model.ts'
import { loaderModel } from './testing/models/loader.model.ts'
import { favoritesModel } from './testing/models/favorites.model.ts'
import { vendorChoiceModel } from './testing/models/vendorChoice.model.ts'
import { describePath, generatePaths, measureCoverage, replayPath, type PathModel } from './testing/pathCoverage.ts'

/** The long-lived UI state of the root system: generated paths, then what a player would notice. */
const models: PathModel<AnyStateMachine>[] = [modalsModel, loaderModel, favoritesModel, vendorChoiceModel]

for (const model of models) {
  describe(`${model.machine.id} machine: generated paths`, () => {
    for (const path of generatePaths(model)) {
      it(`replays ${describePath(path)}`, async () => {
        await replayPath(model, path)
      })
    }
    it('covers every state and transition', async () => {
      const report = await measureCoverage(model)
      expect(report.missingStates).toEqual([])
      expect(report.missingTransitions).toEqual([])
    })
  })
}

const member = { loggedIn: true, trial: false }

describe('modals', () => {
  const start = () => {
    const log: string[] = []
    const actor = createActor(
      modalsMachine.provide({
        actors: { pageLock: fromCallback(() => (log.push('lock'), () => void log.push('unlock'))) },
        actions: { warnTrialAccount: () => void log.push('trial warning') },
      }),
    ).start()
    const names = () => actor.getSnapshot().context.stack.map((m) => m.name)
    return { actor, log, names }
  }

  it('locks the page once while any modal is open, through a replace, and lets go when the last closes', () => {
    const { actor, log, names } = start()
    actor.send({ type: 'modal.opened', name: 'notice' })
    actor.send({ type: 'modal.opened', name: 'memberCentre' })
    actor.send({ type: 'modal.replaced', from: 'notice', to: 'noticePopup' })
    expect(names()).toEqual(['memberCentre', 'noticePopup'])
    actor.send({ type: 'modal.closed', name: 'noticePopup' })
    expect(log).toEqual(['lock'])
    actor.send({ type: 'modal.closed', name: 'memberCentre' })
    expect(log).toEqual(['lock', 'unlock'])
  })

  it('lets the page go when the app stops with a modal open', () => {
    const { actor, log } = start()
    actor.send({ type: 'modal.opened', name: 'notice' })
    actor.stop()
    expect(log).toEqual(['lock', 'unlock'])
  })

  it('changes an open modal\'s payload in place (the member centre\'s page), never opens a closed one', () => {
    const { actor, names } = start()
    actor.send({ type: 'modal.payloadChanged', name: 'memberCentre', payload: 'transferFund' })
    expect(names()).toEqual([])
    actor.send({ type: 'modal.opened', name: 'memberCentre', payload: 'securityCenter' })
    actor.send({ type: 'modal.opened', name: 'notice' })
    actor.send({ type: 'modal.payloadChanged', name: 'memberCentre', payload: 'transferFund' })
    expect(names()).toEqual(['memberCentre', 'notice'])
    expect(actor.getSnapshot().context.stack[0]!.payload).toBe('transferFund')
  })

  it('opens one auth modal in place of the others, on top of the rest', () => {
    const { actor, names } = start()
    actor.send({ type: 'modal.opened', name: 'memberCentre' })
    actor.send({ type: 'authModal.opened', name: AuthModal.login })
    actor.send({ type: 'authModal.opened', name: AuthModal.forgotPassword })
    expect(names()).toEqual(['memberCentre', AuthModal.forgotPassword])
  })

  it('gate: a visitor gets the login modal, a trial account the warning, a member the modal with its payload', () => {
    const { actor, log, names } = start()
    actor.send({ type: 'modal.requested', name: 'memberCentre', needs: 'realAccount', session: { loggedIn: false, trial: false } })
    expect(names()).toEqual([AuthModal.login])
    actor.send({ type: 'modals.closedAll' })
    actor.send({ type: 'modal.requested', name: 'memberCentre', needs: 'realAccount', session: { loggedIn: true, trial: true } })
    expect(names()).toEqual([])
    expect(log).toContain('trial warning')
    actor.send({ type: 'modal.requested', name: 'memberCentre', needs: 'realAccount', session: member, payload: 'depositv2' })
    expect(actor.getSnapshot().context.stack).toEqual([{ name: 'memberCentre', options: {}, payload: 'depositv2' }])
  })
})

describe('loader', () => {
  it('shows until every holder let go', () => {
    const actor = createActor(loaderMachine).start()
    actor.send({ type: 'loader.held' })
    actor.send({ type: 'loader.held' })
    actor.send({ type: 'loader.released' })
    expect(actor.getSnapshot().value).toBe('shown')
    actor.send({ type: 'loader.released' })
    expect(actor.getSnapshot().value).toBe('hidden')
  })
})

describe('favourites', () => {
  const start = (change: (input: FavoriteChange) => Promise<readonly string[]> = async () => ['g1']) => {
    const log: string[] = []
    const loads: string[] = []
    const actor = createActor(
      favoritesMachine.provide({
        actors: {
          loadFavorites: fromPromise<readonly string[], { token: string }>(async ({ input }) => {
            loads.push(input.token)
            await new Promise((r) => setTimeout(r, 5))
            return [`fav-of-${input.token}`]
          }),
          changeFavorite: fromPromise<readonly string[], FavoriteChange>(({ input }) => change(input)),
        },
        actions: { askForLogin: () => void log.push('login'), reportChangeFailed: () => void log.push('failed') },
      }),
    ).start()
    return { actor, log, loads }
  }
  const settle = () => new Promise((r) => setTimeout(r, 20))

  it('loads once per token; a new token replaces a load in flight; no token, none', async () => {
    const { actor, loads } = start()
    actor.send({ type: 'favorites.needed', token: 'a' })
    actor.send({ type: 'favorites.needed', token: 'b' })
    await settle()
    actor.send({ type: 'favorites.needed', token: 'b' })
    expect(loads).toEqual(['a', 'b'])
    expect(actor.getSnapshot().context.ids).toEqual(['fav-of-b'])
    actor.send({ type: 'favorites.needed', token: null })
    expect(actor.getSnapshot().context.ids).toEqual([])
  })

  it('a heart without a session asks for the login and calls nothing', () => {
    const { actor, log } = start(async () => {
      throw new Error('must not be called')
    })
    actor.send({ type: 'favorite.toggled', token: null, gameId: 'g1', action: 'add' })
    expect(log).toEqual(['login'])
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('a change replaces the list with the answer; a failed one says so and keeps the list', async () => {
    let fail = false
    const { actor, log } = start(async ({ gameId }) => {
      if (fail) throw new Error('offline')
      return [gameId]
    })
    actor.send({ type: 'favorite.toggled', token: 't', gameId: 'g7', action: 'add' })
    expect(actor.getSnapshot().context.pending).toBe('g7')
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({ ids: ['g7'], pending: null })
    fail = true
    actor.send({ type: 'favorite.toggled', token: 't', gameId: 'g8', action: 'add' })
    await settle()
    expect(log).toEqual(['failed'])
    expect(actor.getSnapshot().context).toMatchObject({ ids: ['g7'], pending: null })
  })
})

describe('vendor choice', () => {
  it('keeps the chosen vendor until cleared, and opens the popup modal with its card', () => {
    const opened: string[] = []
    const actor = createActor(vendorChoiceMachine.provide({ actions: { openPopupModal: () => void opened.push('popup') } })).start()
    actor.send({ type: 'vendor.selected', code: 'PG' })
    expect(actor.getSnapshot().context.selected).toBe('PG')
    actor.send({ type: 'vendor.cleared' })
    expect(actor.getSnapshot().context.selected).toBeNull()
    const card = { vassalage: 'POP', displayName: 'Pop', accountTypeId: 1, isHot: 0 as const, gameType: 'RNG' as const, isGame: 'VASSALAGE', group: '', logo: '' }
    actor.send({ type: 'vendorPopup.opened', card })
    expect(actor.getSnapshot().context.popup).toEqual(card)
    expect(opened).toEqual(['popup'])
  })
})
