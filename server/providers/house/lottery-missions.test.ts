/**
 * Lottery tickets count toward missions (server/modules/rewards/missions.ts) like any other bet
 * (issue 36). Kept beside the lottery: it buys tickets with the provider's own functions and
 * reads the missions only through the member's call. A member with an e-lottery stakes mission
 * and a rounds mission buys tickets, and each mission's progress, as
 * the member's mission list shows it, moves by the tickets' stakes and count; settling the
 * draw (a win or a loss) leaves it where it is, since progress counts what was staked.
 *
 * Clocks: a ticket's bet row is stamped by the database (now() in the wallet's debit), while
 * the missions code takes its period from the app's clock (ctx.now). A fake app clock on
 * another day than the database's would look for the tickets in the wrong day, so before each
 * read the app's clock is set to the database's own now().
 */
import type { Selectable } from 'kysely'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MissionListReply } from '../../../src/shared/api/index.ts'
import type { GamesTable } from '../../db/schema.ts'
import { json } from '../../db/json.ts'
import { loginToken } from '../../testing/account-helpers.ts'
import { memberCall } from '../../testing/reward-helpers.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { insertGames, memberId } from '../../testing/wallet-helpers.ts'
import { createSeamlessWallet } from '../../modules/wallet/index.ts'
import { lotteryDraws, placeTicket, settleLottery, type LotteryContext } from './lottery-draws.ts'
import type { GameSession } from './sessions.ts'

let t: TestApp
let clock = Date.now()
let ctx: LotteryContext
let session: GameSession
let token: string
let missionId = 0
let roundsId = 0

/** The app's clock set to the database's, which stamps the bet rows. */
const toDatabaseClock = async () => {
  clock = new Date((await sql<{ now: Date | string }>`SELECT now() AS now`.execute(t.testDb.db)).rows[0]!.now).getTime()
}
const progressOf = async (id: number) => {
  await toDatabaseClock()
  const env = await memberCall<MissionListReply>(t.app, token, 'POST', '/wps/relay/MCS2_missionList', {})
  if (!env.success) throw new Error(env.code)
  return env.value.list.find((m) => m.id === id)!
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
  const db = t.testDb.db
  await insertGames(db, [{ id: 'ml-elott', name: 'E-Lottery', gameType: 'ELOTT', vassalage: 'TCG_ELOTT' }])
  const mission = await db.insertInto('missions').values({
    kind: 'bet_total', game_type: 'ELOTT', title: json({ ty: 'Bet 50 on e-lottery today', en: 'Bet 50 on e-lottery today', cn: 'Bet 50 on e-lottery today', th: 'Bet 50 on e-lottery today', vi: 'Bet 50 on e-lottery today' }), target: 5_000, reward: 100,
    period: 'daily', created_by: 'test', updated_by: 'test',
  }).returning('id').executeTakeFirstOrThrow()
  missionId = mission.id
  // The seeded demo "rounds" mission (daily, any game): one round per ticket.
  roundsId = (await db.selectFrom('missions').select('id').where('kind', '=', 'rounds').executeTakeFirstOrThrow()).id
  token = await loginToken(t.app, 'demo01', 'Demo1234')
  const game = await db.selectFrom('games').selectAll().where('id', '=', 'ml-elott').executeTakeFirstOrThrow()
  session = { memberId: await memberId(db, 'demo01'), account: 'demo01', language: 'en', game: game as Selectable<GamesTable>, roomId: null }
  ctx = { db, key: t.app.tala.secretsKey, wallet: createSeamlessWallet(db, { singleConnection: t.testDb.kind === 'pglite' }), secondMs: 1000, now: () => clock }
})
afterAll(() => t?.close())

describe('lottery tickets and missions', () => {
  it('move a betting mission by their stakes and a rounds mission by their count, and settling changes neither', async () => {
    const before = await progressOf(missionId)
    const roundsBefore = (await progressOf(roundsId)).progress
    expect(before).toMatchObject({ progress: 0, target: 5_000, status: 'process', gameType: 'ELOTT' })

    const { current } = await lotteryDraws(ctx, 'ELOTT5')
    await placeTicket(ctx, session, 'ELOTT5', current.drawId, [{ selection: 'sum:big', stake: 2_000 }])
    await placeTicket(ctx, session, 'ELOTT5', current.drawId, [{ selection: 'p0:odd', stake: 1_500 }, { selection: 'p1:small', stake: 1_500 }])

    const after = await progressOf(missionId)
    expect(after).toMatchObject({ progress: 5_000, status: 'claim' })
    expect((await progressOf(roundsId)).progress).toBe(roundsBefore + 2)

    // The draw runs and its tickets settle (won or lost): what was staked still counts, once.
    clock = current.drawAt + 1
    await settleLottery(ctx, 'missions-test')
    const tickets = await t.testDb.db.selectFrom('lottery_tickets').select('status').where('draw_id', '=', current.drawId).execute()
    expect(tickets.map((x) => x.status)).toEqual(['settled', 'settled'])
    expect((await progressOf(missionId)).progress).toBe(5_000)
    expect((await progressOf(roundsId)).progress).toBe(roundsBefore + 2)
  })
})
