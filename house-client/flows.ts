/**
 * The house game pages' flows (server/providers/house/public/ holds plain scripts without a build
 * of their own): `vite build --config vite.house.config.ts` bundles the machines with XState into
 * dist/house/flows.js, which each page loads before its own script.
 */
import { createActor, fromPromise } from 'xstate'
import { houseTableMachine } from '../machines/houseTable.machine.ts'
import { houseRoundMachine } from '../machines/houseRound.machine.ts'
import { sportsSlipMachine } from '../machines/sportsSlip.machine.ts'
import { lotterySlipMachine } from '../machines/lotterySlip.machine.ts'
import { vnTicketMachine } from '../machines/vnTicket.machine.ts'

const flows = { createActor, fromPromise, table: houseTableMachine, round: houseRoundMachine, sportsSlip: sportsSlipMachine, lotterySlip: lotterySlipMachine, vnTicket: vnTicketMachine }

declare global {
  interface Window { TALA_HOUSE_FLOWS: typeof flows }
}

window.TALA_HOUSE_FLOWS = flows
