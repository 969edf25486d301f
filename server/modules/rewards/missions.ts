/**
 * Missions: defined by the operator, progress from the real rows (progress.ts), a claim when
 * complete that credits the reward once per period (ledger key mission:<id>:<member>:<period>)
 * and puts a mission_complete message in the inbox, a leaderboard, the ready-to-claim count.
 */
import type { Kysely } from 'kysely'
import type { MissionView } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { postMessage } from '../messages/index.ts'
import { creditMember } from './credit.ts'
import { maskAccount } from '../../lib/mask.ts'
import { memberProgress, missionPeriod, progressRows, type MissionRow } from './progress.ts'
import { siteTimeZone } from './periods.ts'

export const enabledMissions = (db: Kysely<Database>): Promise<MissionRow[]> =>
  db.selectFrom('missions').selectAll().where('enabled', '=', true).orderBy('sort').orderBy('id').execute()

/** Every enabled mission with the member's progress and status (process, claim, claimed). */
export const missionsOf = async (db: Kysely<Database>, memberId: number, now: number): Promise<MissionView[]> => {
  const [missions, timeZone] = await Promise.all([enabledMissions(db), siteTimeZone(db)])
  if (missions.length === 0) return []
  const claims = await db.selectFrom('mission_claims').select(['mission_id', 'period_key'])
    .where('member_id', '=', memberId).where('mission_id', 'in', missions.map((m) => m.id)).execute()
  const claimed = new Set(claims.map((c) => `${c.mission_id}:${c.period_key}`))
  const views: MissionView[] = []
  for (const m of missions) {
    const period = missionPeriod(m, now, timeZone)
    const progress = await memberProgress(db, m, period, memberId)
    const target = Number(m.target)
    views.push({
      id: m.id, kind: m.kind, gameType: m.game_type, title: m.title, target, progress, reward: Number(m.reward), period: m.period,
      status: claimed.has(`${m.id}:${period.key}`) ? 'claimed' : progress >= target ? 'claim' : 'process',
      periodKey: period.key, endsAt: period.end ? period.end.getTime() : null,
    })
  }
  return views
}

export const readyToClaim = (views: ReadonlyArray<MissionView>): number => views.filter((v) => v.status === 'claim').length

/**
 * Claims a complete mission's reward for the current period. In one transaction: the ledger
 * credit (its key makes a second claim move nothing), the claim row, the inbox message.
 */
export const claimMission = async (db: Kysely<Database>, memberId: number, missionId: number, now: number) => {
  const [mission, timeZone] = await Promise.all([
    db.selectFrom('missions').selectAll().where('id', '=', missionId).where('enabled', '=', true).executeTakeFirst(),
    siteTimeZone(db),
  ])
  if (!mission) throw new ApiError('NOT_FOUND', 'No such mission.')
  const period = missionPeriod(mission, now, timeZone)
  const done = await db.selectFrom('mission_claims').select('mission_id')
    .where('mission_id', '=', missionId).where('member_id', '=', memberId).where('period_key', '=', period.key).executeTakeFirst()
  if (done) throw new ApiError('ALREADY_CLAIMED', 'This mission reward was claimed already.')
  const progress = await memberProgress(db, mission, period, memberId)
  if (progress < Number(mission.target)) throw new ApiError('NOT_CLAIMABLE', 'This mission is not complete yet.')
  const amount = Number(mission.reward)
  await db.transaction().execute(async (trx) => {
    const tx = await creditMember(trx, `mission:${mission.id}:${memberId}:${period.key}`, 'reward', memberId, amount,
      { source: 'mission', missionId: mission.id, periodKey: period.key, title: mission.title })
    if (tx === null) throw new ApiError('ALREADY_CLAIMED', 'This mission reward was claimed already.')
    await trx.insertInto('mission_claims').values({ mission_id: mission.id, member_id: memberId, period_key: period.key, amount, tx_id: tx, claimed_at: new Date(now) }).execute()
    await postMessage(trx, { memberId, kind: 'mission_complete', params: { missionId: mission.id, amount, periodKey: period.key, title: mission.title.en } })
  })
  return { source: 'mission' as const, id: mission.id, amount, periodKey: period.key, status: 'claimed' as const }
}

/** The top members by the mission's progress this period (accounts masked), and the member's own place. */
export const missionLeaderboard = async (db: Kysely<Database>, memberId: number, missionId: number, limit: number, now: number) => {
  const [mission, timeZone] = await Promise.all([
    db.selectFrom('missions').selectAll().where('id', '=', missionId).where('enabled', '=', true).executeTakeFirst(),
    siteTimeZone(db),
  ])
  if (!mission) throw new ApiError('NOT_FOUND', 'No such mission.')
  const period = missionPeriod(mission, now, timeZone)
  const top = await progressRows(db, mission, period, { limit })
  const accounts = top.length === 0 ? [] : await db.selectFrom('members').select(['id', 'account']).where('id', 'in', top.map((t) => t.memberId)).execute()
  const accountOf = new Map(accounts.map((a) => [a.id, a.account]))
  const mine = top.findIndex((t) => t.memberId === memberId)
  return {
    missionId: mission.id,
    periodKey: period.key,
    list: top.map((t, i) => ({ rank: i + 1, account: maskAccount(accountOf.get(t.memberId) ?? ''), progress: t.progress })),
    me: { rank: mine >= 0 ? mine + 1 : null, progress: mine >= 0 ? top[mine]!.progress : await memberProgress(db, mission, period, memberId) },
  }
}
