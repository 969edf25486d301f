import type { AnyMachineSnapshot } from 'xstate'
import { pagedListMachine, type PagedListContext } from '../../pagedList.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

const week = { from: '2026-11-19', to: '2026-11-25' }
const month = { from: '2026-10-27', to: '2026-11-25' }

export const pagedListModel: PathModel<typeof pagedListMachine> = {
  machine: pagedListMachine,
  // The guards read the page and the total; the filter says which load is in flight.
  serializeState: (s: AnyMachineSnapshot) => {
    const c = s.context as PagedListContext
    return JSON.stringify([s.value, c.filter, c.page, c.total])
  },
  events: [
    { type: 'list.opened', filter: week },
    { type: 'filter.changed', filter: month },
    { type: 'page.changed', page: 2 },
    { type: 'page.changed', page: 1 },
    { type: 'list.retried' },
    { type: 'list.refreshed' },
    { type: 'xstate.done.actor.fetchPage', output: { rows: [{ id: 1 }], total: 25 } },
    { type: 'xstate.done.actor.fetchPage', output: { rows: [], total: 0 } },
    { type: 'xstate.error.actor.fetchPage', error: { code: 'NETWORK', message: 'offline' } },
  ],
  simplePaths: false,
}
