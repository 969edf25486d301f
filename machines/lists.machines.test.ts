import { describe, it, expect } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { AnyStateMachine } from 'xstate'
import { pagedListMachine, type PageQuery, type PageReply } from './pagedList.machine.ts'
import { pagedListModel } from './testing/models/pagedList.model.ts'
import { describePath, generatePaths, measureCoverage, replayPath, type PathModel } from './testing/pathCoverage.ts'

/** The member centre's lists: generated paths, then what a member would notice. */
const models: PathModel<AnyStateMachine>[] = [pagedListModel]

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
