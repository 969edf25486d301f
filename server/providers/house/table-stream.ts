/**
 * The live feed of the shared tables, as server-sent events: every player at a table gets the
 * same snapshot (round, phase, times, the committed seed hash, the result once shown, players
 * in and the road) at each change of phase, and every few seconds while bets are open.
 * Server-sent events rather than WebSocket: the feed only goes from the server to the page
 * (bets are ordinary calls that carry the game session), it is plain HTTP that the CSP's
 * connect-src 'self' already allows, EventSource reconnects by itself, and it needs no new
 * dependency. Each process serves its own listeners and reads the round from the database, so
 * every process shows the same round without talking to the others.
 */
import type { ServerResponse } from 'node:http'
import type { TableEngine } from './table-games.ts'
import type { TablePhase } from './table-schedule.ts'

interface Snapshot { readonly phase: TablePhase; readonly serverNow: number; readonly closesAt: number; readonly resultAt: number; readonly endsAt: number }

/** While bets are open, the players and stakes in are sent again this often. */
const BETTING_REFRESH_MS = 3_000
/** Listeners one process holds, per table and in all: more are turned away (the page retries). */
const MAX_LISTENERS_PER_TABLE = 1_000
const MAX_LISTENERS = 5_000

interface Table {
  readonly engine: TableEngine
  readonly listeners: Set<ServerResponse>
  timer: NodeJS.Timeout | null
}

export const createTableFeed = (snapshot: (engine: TableEngine, tableId: string) => Promise<Snapshot>, onError: (e: unknown) => void) => {
  const tables = new Map<string, Table>()
  let count = 0
  let closed = false

  const send = (res: ServerResponse, data: unknown) => { res.write(`data: ${JSON.stringify(data)}\n\n`) }

  const tick = async (tableId: string) => {
    const table = tables.get(tableId)
    if (!table || table.listeners.size === 0) return
    table.timer = null
    let wait = 1_000
    try {
      const snap = await snapshot(table.engine, tableId)
      for (const res of table.listeners) send(res, snap)
      const next = snap.phase === 'betting' ? Math.min(snap.closesAt, snap.serverNow + BETTING_REFRESH_MS) : snap.phase === 'dealing' ? snap.resultAt : snap.endsAt
      wait = Math.max(50, next - snap.serverNow + 20)
    } catch (e) {
      onError(e)
    }
    if (table.listeners.size > 0 && tables.get(tableId) === table) table.timer = setTimeout(() => void tick(tableId), wait)
  }

  return {
    /** Adds a listener to a table; false when this process holds as many as it may. */
    join(engine: TableEngine, tableId: string, res: ServerResponse): boolean {
      if (closed) return false
      let table = tables.get(tableId)
      if (count >= MAX_LISTENERS || (table && table.listeners.size >= MAX_LISTENERS_PER_TABLE)) return false
      if (!table) { table = { engine, listeners: new Set(), timer: null }; tables.set(tableId, table) }
      table.listeners.add(res)
      count++
      res.on('close', () => {
        if (closed || !table.listeners.delete(res)) return
        count--
        if (table.listeners.size === 0) {
          if (table.timer) clearTimeout(table.timer)
          tables.delete(tableId)
        }
      })
      if (table.listeners.size === 1) void tick(tableId)
      else void snapshot(engine, tableId).then((snap) => send(res, snap), onError)
      return true
    },
    /** Ends every feed (the server is closing). */
    close(): void {
      closed = true
      for (const table of tables.values()) {
        if (table.timer) clearTimeout(table.timer)
        for (const res of table.listeners) res.end()
      }
      tables.clear()
      count = 0
    },
  }
}
