import { assign, fromPromise, setup } from 'xstate'
import type { MerchantWalletReply } from '@/shared/api'

/**
 * The member centre's "my wallet" (transferFund): the main wallet and the vendor wallets
 * with their balances, a refresh, and a transfer between the main wallet and one vendor
 * wallet when the site keeps a wallet per vendor (not single-wallet).
 *
 * A transfer answers the wallets after it; then `balanceChanged` (provided: the header's
 * `balance` actor refreshes). A refused transfer keeps the wallets and says why. `loadWallets`
 * and `transfer` (the calls, with the session token and a fresh request id) are provided.
 */
export interface TransferOrder {
  readonly from: string
  readonly to: string
  /** Minor units. */
  readonly amount: number
}

export interface MyWalletContext {
  readonly wallets: MerchantWalletReply | null
  /** Why the wallets could not be loaded. */
  readonly loadFailure: unknown
  /** The transfer asked for (in flight, or the last one that went through: the confirmation shows it). */
  readonly order: TransferOrder | null
  /** The last transfer went through. */
  readonly transferred: boolean
  /** Why the last transfer was refused. */
  readonly transferFailure: unknown
}

export type MyWalletEvent =
  | { type: 'wallets.refreshed' }
  | { type: 'wallets.retried' }
  | { type: 'transfer.submitted'; order: TransferOrder }

export const myWalletMachine = setup({
  types: {
    context: {} as MyWalletContext,
    events: {} as MyWalletEvent,
  },
  actors: {
    loadWallets: fromPromise<MerchantWalletReply>(() => Promise.reject(new Error('loadWallets is provided by the page'))),
    transfer: fromPromise<MerchantWalletReply, TransferOrder>(() => Promise.reject(new Error('transfer is provided by the page'))),
  },
  guards: {
    canTransfer: ({ context }) => context.wallets !== null && !context.wallets.isSingle,
  },
  actions: {
    /** The header balance refreshes (provided). */
    balanceChanged: () => {},
    forgetMessages: assign({ transferred: false, transferFailure: null }),
  },
}).createMachine({
  id: 'myWallet',
  context: { wallets: null, loadFailure: null, order: null, transferred: false, transferFailure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadWallets',
        src: 'loadWallets',
        onDone: { target: 'ready', actions: assign({ wallets: ({ event }) => event.output, loadFailure: null }) },
        onError: { target: 'failed', actions: assign({ loadFailure: ({ event }) => event.error }) },
      },
    },
    failed: {
      on: { 'wallets.retried': 'loading' },
    },
    ready: {
      on: {
        'wallets.refreshed': { target: 'loading', actions: 'forgetMessages' },
        'transfer.submitted': { guard: 'canTransfer', target: 'transferring', actions: ['forgetMessages', assign({ order: ({ event }) => event.order })] },
      },
    },
    transferring: {
      tags: ['busy'],
      invoke: {
        id: 'transfer',
        src: 'transfer',
        input: ({ context }) => context.order!,
        onDone: { target: 'ready', actions: [assign({ wallets: ({ event }) => event.output, transferred: true }), 'balanceChanged'] },
        onError: { target: 'ready', actions: assign({ transferFailure: ({ event }) => event.error }) },
      },
    },
  },
})
