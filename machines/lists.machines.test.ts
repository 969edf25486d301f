import { describe, it, expect } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { AnyStateMachine } from 'xstate'
import { pagedListMachine, type PageQuery, type PageReply } from './pagedList.machine.ts'
import { pagedListModel } from './testing/models/pagedList.model.ts'
import { myWalletMachine, type TransferOrder } from './myWallet.machine.ts'
import { myWalletModel } from './testing/models/myWallet.model.ts'
import type { MerchantWalletReply } from '@/shared/api'
import { describePath, generatePaths, measureCoverage, replayPath, type PathModel } from './testing/pathCoverage.ts'

/** The member centre's lists and wallet: generated paths, then what a member would notice. */
const models: PathModel<AnyStateMachine>[] = [pagedListModel, myWalletModel]

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

/** A list whose calls answer when the test says, in any order. */
function startList() {
  const calls: { query: PageQuery; answer: (reply: PageReply) => void; refuse: (e: unknown) => void }[] = []
  const actor = createActor(
    pagedListMachine.provide({
      actors: {
        fetchPage: fromPromise<PageReply, PageQuery>(({ input }) => new Promise((answer, refuse) => void calls.push({ query: input, answer, refuse }))),
      },
    }),
    { input: { pageSize: 10 } },
  ).start()
  return { actor, calls }
}
const rows = (...ids: number[]) => ids.map((id) => ({ id }))

describe('pagedList machine', () => {
  it('drops the late reply for a filter the member has left: the new filter\'s rows show', async () => {
    const { actor, calls } = startList()
    actor.send({ type: 'list.opened', filter: 'week' })
    actor.send({ type: 'filter.changed', filter: 'month' })
    expect(calls.map((c) => c.query.filter)).toEqual(['week', 'month'])
    calls[1]!.answer({ rows: rows(2), total: 1 })
    await waitFor(actor, (s) => s.matches('ready'))
    calls[0]!.answer({ rows: rows(1), total: 1 })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().context.rows).toEqual(rows(2))
    expect(actor.getSnapshot().context.filter).toBe('month')
  })

  it('a new filter starts on page 1; a page beyond the last is refused', async () => {
    const { actor, calls } = startList()
    actor.send({ type: 'list.opened', filter: 'week' })
    calls[0]!.answer({ rows: rows(1), total: 25 })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'page.changed', page: 4 })
    expect(actor.getSnapshot().value).toBe('ready')
    actor.send({ type: 'page.changed', page: 3 })
    expect(calls[1]!.query).toEqual({ filter: 'week', page: 3, pageSize: 10 })
    calls[1]!.answer({ rows: rows(21), total: 25 })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'filter.changed', filter: 'month' })
    expect(calls[2]!.query.page).toBe(1)
  })

  it('a failure keeps the filter and page; retry asks again for the same', async () => {
    const { actor, calls } = startList()
    actor.send({ type: 'list.opened', filter: 'week' })
    calls[0]!.refuse({ code: 'NETWORK' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'NETWORK' })
    actor.send({ type: 'list.retried' })
    expect(calls[1]!.query).toEqual(calls[0]!.query)
    calls[1]!.answer({ rows: [], total: 0 })
    await waitFor(actor, (s) => s.matches('empty'))
    expect(actor.getSnapshot().context.failure).toBeNull()
  })
})

describe('myWallet machine', () => {
  const split: MerchantWalletReply = { isSingle: false, main: 10_000, wallets: [{ vassalage: 'TALA_SLOTS', balance: 0 }] }
  const start = (wallets: MerchantWalletReply, transfer: (order: TransferOrder) => Promise<MerchantWalletReply>) => {
    const log: string[] = []
    const actor = createActor(
      myWalletMachine.provide({
        actors: {
          loadWallets: fromPromise(async () => wallets),
          transfer: fromPromise<MerchantWalletReply, TransferOrder>(({ input }) => transfer(input)),
        },
        actions: { balanceChanged: () => void log.push('header balance refreshed') },
      }),
    ).start()
    return { actor, log }
  }
  const order = { from: 'MAIN', to: 'TALA_SLOTS', amount: 2500 }

  it('a transfer shows the wallets after it and refreshes the header balance', async () => {
    const after = { ...split, main: 7500, wallets: [{ vassalage: 'TALA_SLOTS', balance: 2500 }] }
    const { actor, log } = start(split, async () => after)
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'transfer.submitted', order })
    await waitFor(actor, (s) => s.matches('ready') && s.context.transferred)
    expect(actor.getSnapshot().context.wallets).toEqual(after)
    expect(log).toEqual(['header balance refreshed'])
  })

  it('a refused transfer keeps the wallets, says why, and leaves the header alone', async () => {
    const { actor, log } = start(split, async () => Promise.reject({ code: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance.' }))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'transfer.submitted', order })
    await waitFor(actor, (s) => s.matches('ready') && s.context.transferFailure !== null)
    expect(actor.getSnapshot().context.wallets).toEqual(split)
    expect(log).toEqual([])
  })

  it('a single-wallet site takes no transfer', async () => {
    const { actor } = start({ isSingle: true, main: 100, wallets: [] }, async () => split)
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'transfer.submitted', order })
    expect(actor.getSnapshot().value).toBe('ready')
  })
})
