import { describe, it, expect } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { AnyStateMachine } from 'xstate'
import { myWalletMachine, type TransferOrder } from './myWallet.machine.ts'
import { myWalletModel } from './testing/models/myWallet.model.ts'
import type { MerchantWalletReply } from '@/shared/api'
import { describePath, generatePaths, measureCoverage, replayPath, type PathModel } from './testing/pathCoverage.ts'

/** The member centre's wallet: generated paths, then what a member would notice. */
const models: PathModel<AnyStateMachine>[] = [myWalletModel]

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
