/**
 * agent01's demo team (seed-data/agent-team.ts), so every agent-centre page has data on a
 * first start: the members, then four weeks of deposits, bets and paid-out withdrawals made
 * through the real money functions (`ledger_post`, `seamless_debit`, `seamless_credit`), then
 * moved back to the days they are said to have happened. A withdrawal is a `withdrawals` row
 * (with a payout account, approved, disbursed and received) whose hold and payout postings
 * carry the keys the withdraw module uses (`withdrawal_hold:<id>`, `withdrawal_payout:<id>`),
 * so the withdrawal pages and the ledger tell the same story. Runs once per database (setting
 * `agentTeamSeededAt`) from server/main.ts, not from the test databases' preparation, whose
 * tests count their own bets. Batched: one statement per kind of movement, under a second.
 */
import { randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { Database } from './schema.ts'
import { json } from './json.ts'
import { paragraphsToHtml } from '../lib/html.ts'
import { hashPassword } from '../lib/passwords.ts'
import { TEAM_AGENT, TEAM_PASSWORD, agentLogin, agentNotices, teamMembers } from './seed-data/agent-team.ts'

const SEED_LOCK_ID = 7_420_016
const DAY_MS = 86_400_000
/** The games the team plays (the first few of each type the catalogue seeded). */
const GAME_TYPES = ['RNG', 'FISH', 'LIVE'] as const

/** A small deterministic random source, so every fresh site gets the same team history. */
const mulberry32 = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

interface Bet { round: string; member: number; vendor: string; game: string; stake: number; win: number; at: Date }
interface Move { key: string; kind: 'deposit' | 'withdrawal_hold' | 'withdrawal_payout'; member: number; amount: number; at: Date; withdrawalId?: string }
interface DemoWithdrawal { account: string; member: number; amount: number; at: Date }
const HOUR_MS = 3_600_000

export const seedAgentTeamIfMissing = async (db: Kysely<Database>, now = Date.now()): Promise<boolean> => {
  const done = await db.selectFrom('settings').select('key').where('key', '=', 'agentTeamSeededAt').executeTakeFirst()
  if (done) return false
  const agent = await db.selectFrom('members').select('id').where('account', '=', TEAM_AGENT).executeTakeFirst()
  if (!agent) return false
  const hash = await hashPassword(TEAM_PASSWORD)
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx)
    if (await trx.selectFrom('settings').select('key').where('key', '=', 'agentTeamSeededAt').executeTakeFirst()) return false
    const ids = new Map<string, number>([[TEAM_AGENT, agent.id]])
    // One at a time: a member's upline must exist first (the tree trigger reads it).
    for (const m of teamMembers) {
      const row = await trx.insertInto('members').values({
        account: m.account, password_hash: hash, is_agent: m.isAgent, nickname: m.nickname, upline_id: ids.get(m.upline)!, created_at: new Date(now - m.daysAgo * DAY_MS),
        mobile_num: null, country_dialing_code: null, email: null, payee_name: null, payment_password_hash: null, qq_num: null, line: null, whatsapp: null,
        facebook: null, wechat: null, id_number: null, recommender_id: null, affiliate_code: null, referral_code: null, register_domain: null, register_url: null, register_ip: m.ip,
      }).onConflict((oc) => oc.column('account').doNothing()).returning('id').executeTakeFirst()
      if (!row) return false // a person took one of the names: leave the site as it is
      ids.set(m.account, row.id)
    }
    const games = await trx.selectFrom('games').select(['id', 'vassalage']).where('game_type', 'in', [...GAME_TYPES]).orderBy('sort').limit(12).execute()
    const { bets, moves, withdrawals } = history(ids, games, now)
    await postMoves(trx, moves)
    await playBets(trx, bets)
    await trx.insertInto('wallet_accounts').values(teamMembers.map((m) => ({ member_id: ids.get(m.account)!, kind: 'hold' as const })))
      .onConflict((oc) => oc.doNothing()).execute()
    await postMoves(trx, await withdrawalMoves(trx, withdrawals))
    await loginRecords(trx, ids, now)
    await trx.insertInto('announcements').values(agentNotices.map((n, i) => ({
      type: 'AG', execution: 'A', sort: i, date: new Date(now - n.daysAgo * DAY_MS), title: json(n.title),
      content: json(Object.fromEntries(Object.entries(n.body).map(([lang, ps]) => [lang, paragraphsToHtml(ps as string[])]))),
    }))).execute()
    await trx.insertInto('settings').values({ key: 'agentTeamSeededAt', value: json(new Date(now).toISOString()) }).execute()
    return true
  })
}

/** Each member's deposits, daily bets and a withdrawal now and then, from the day they joined. */
const history = (ids: Map<string, number>, games: ReadonlyArray<{ id: string; vassalage: string }>, now: number) => {
  const random = mulberry32(16)
  const bets: Bet[] = []
  const moves: Move[] = []
  const withdrawals: DemoWithdrawal[] = []
  for (const m of teamMembers) {
    const member = ids.get(m.account)!
    const at = (daysAgo: number, hour: number) => new Date(now - daysAgo * DAY_MS + hour * 3_600_000 - DAY_MS / 2)
    moves.push({ key: `demo-team:deposit:${m.account}:0`, kind: 'deposit', member, amount: 500_000 + Math.round(random() * 10) * 50_000, at: at(m.daysAgo, 1) })
    if (m.daysAgo > 10) moves.push({ key: `demo-team:deposit:${m.account}:1`, kind: 'deposit', member, amount: 200_000 + Math.round(random() * 6) * 50_000, at: at(Math.floor(m.daysAgo / 2), 2) })
    for (let d = m.daysAgo; d >= 0; d--) {
      const count = Math.floor(random() * 4)
      for (let n = 0; n < count; n++) {
        const game = games[Math.floor(random() * games.length)]!
        const stake = (1 + Math.floor(random() * 20)) * 1_000
        const win = random() < 0.5 ? 0 : Math.round(stake * (0.5 + random() * 2.2))
        bets.push({ round: `demo-${m.account}-${d}-${n}`, member, vendor: game.vassalage, game: game.id, stake, win, at: at(d, 3 + n * 2 + random()) })
      }
    }
    if (m.daysAgo > 7 && random() < 0.7) {
      const amount = 50_000 + Math.round(random() * 4) * 25_000
      const when = at(Math.floor(m.daysAgo / 3), 9)
      withdrawals.push({ account: m.account, member, amount, at: when })
    }
  }
  return { bets, moves, withdrawals }
}

/**
 * The demo withdrawals as the withdraw module leaves a received one: a payout account, the
 * request (approved after half an hour, paid out after one, confirmed received after two),
 * and its hold and payout postings under the module's keys.
 */
const withdrawalMoves = async (db: Kysely<Database>, list: ReadonlyArray<DemoWithdrawal>): Promise<Move[]> => {
  if (list.length === 0) return []
  const accounts = await db.insertInto('payout_accounts').values(list.map((w, i) => ({
    member_id: w.member, kind: 'ewallet' as const, provider: 'GCash', account_number: `0917${String(1_000_000 + i).slice(1)}`, holder_name: w.account, created_at: w.at,
  }))).returning(['id', 'member_id']).execute()
  const accountOf = new Map(accounts.map((a) => [a.member_id, String(a.id)]))
  const later = (w: DemoWithdrawal, hours: number) => new Date(w.at.getTime() + hours * HOUR_MS)
  const rows = await db.insertInto('withdrawals').values(list.map((w) => ({
    member_id: w.member, request_id: `demo-team-${w.account}`, payout_account_id: accountOf.get(w.member)!, amount: w.amount, status: 'received' as const,
    created_at: w.at, approved_at: later(w, 0.5), approved_by: 'demo', disbursed_at: later(w, 1), disbursed_by: 'demo',
    confirmed_at: later(w, 2), received_amount: w.amount, reject_reason: null, case_status: null, case_answer: null, case_refunded: null,
    rejected_at: null, rejected_by: null, case_answered_at: null, case_answered_by: null,
    // The default settings' promises: 30 minutes to disbursement, a day to answer.
    due_at: later(w, 0.5), auto_receive_at: later(w, 25),
  }))).returning(['id', 'member_id']).execute()
  const idOf = new Map(rows.map((r) => [r.member_id, String(r.id)]))
  return list.flatMap((w) => {
    const id = idOf.get(w.member)!
    return [
      { key: `withdrawal_hold:${id}`, kind: 'withdrawal_hold' as const, member: w.member, amount: w.amount, at: w.at, withdrawalId: id },
      { key: `withdrawal_payout:${id}`, kind: 'withdrawal_payout' as const, member: w.member, amount: w.amount, at: later(w, 1), withdrawalId: id },
    ]
  })
}

/** Deposits (cashier -> main), holds (main -> hold) and payouts (hold -> cashier) through ledger_post, then dated. */
const postMoves = async (db: Kysely<Database>, moves: ReadonlyArray<Move>) => {
  if (moves.length === 0) return
  // Raw SQL: ledger_post is the one money function; one statement posts the whole batch.
  await sql`
    SELECT ledger_post(v.key, v.kind,
      CASE v.kind WHEN 'deposit' THEN (SELECT id FROM wallet_accounts WHERE member_id IS NULL AND kind = 'cashier')
                  WHEN 'withdrawal_hold' THEN wallet_main(v.member)
                  ELSE (SELECT id FROM wallet_accounts WHERE member_id = v.member AND kind = 'hold') END,
      CASE v.kind WHEN 'deposit' THEN wallet_main(v.member)
                  WHEN 'withdrawal_hold' THEN (SELECT id FROM wallet_accounts WHERE member_id = v.member AND kind = 'hold')
                  ELSE (SELECT id FROM wallet_accounts WHERE member_id IS NULL AND kind = 'cashier') END,
      v.amount, CASE WHEN v.wid IS NULL THEN jsonb_build_object('demo', true) ELSE jsonb_build_object('demo', true, 'withdrawalId', v.wid) END)
    FROM unnest(${moves.map((m) => m.key)}::text[], ${moves.map((m) => m.kind)}::text[], ${moves.map((m) => m.member)}::int[], ${moves.map((m) => m.amount)}::bigint[],
                ${moves.map((m) => m.withdrawalId ?? null)}::text[])
      WITH ORDINALITY AS v(key, kind, member, amount, wid, n) ORDER BY v.n`.execute(db)
  await dateTransactions(db, moves.map((m) => m.key), moves.map((m) => m.at))
}

/** Every bet and its result through the seamless functions (a wallet that cannot pay refuses the bet, as it would live), then dated. */
const playBets = async (db: Kysely<Database>, bets: ReadonlyArray<Bet>) => {
  if (bets.length === 0) return
  const col = <K extends keyof Bet>(k: K) => bets.map((b) => b[k])
  await sql`
    SELECT seamless_debit(v.vendor, v.round || '-bet', v.member, v.round, v.game, v.stake, true)
    FROM unnest(${col('round')}::text[], ${col('member')}::int[], ${col('vendor')}::text[], ${col('game')}::text[], ${col('stake')}::bigint[])
      WITH ORDINALITY AS v(round, member, vendor, game, stake, n) ORDER BY v.n`.execute(db)
  await sql`
    SELECT seamless_credit(v.vendor, v.round || '-win', v.member, v.round, v.win)
    FROM unnest(${col('round')}::text[], ${col('member')}::int[], ${col('vendor')}::text[], ${col('win')}::bigint[])
      WITH ORDINALITY AS v(round, member, vendor, win, n) ORDER BY v.n`.execute(db)
  await sql`
    UPDATE bets b SET created_at = v.at, settled_at = v.at + interval '1 minute'
    FROM unnest(${col('vendor')}::text[], ${col('round')}::text[], ${col('at')}::timestamptz[]) AS v(vendor, round, at)
    WHERE b.vendor = v.vendor AND b.round_id = v.round`.execute(db)
  const keys = bets.flatMap((b) => [`seamless:${b.vendor}:${b.round}-bet`, `seamless:${b.vendor}:${b.round}-win`])
  const times = bets.flatMap((b) => [b.at, new Date(b.at.getTime() + 60_000)])
  await dateTransactions(db, keys, times)
}

/** Moves ledger transactions (and their entries) to the time they are said to have happened. */
const dateTransactions = async (db: Kysely<Database>, keys: ReadonlyArray<string>, times: ReadonlyArray<Date>) => {
  await sql`
    WITH v AS (SELECT t.id, v.at FROM unnest(${keys}::text[], ${times}::timestamptz[]) AS v(key, at) JOIN ledger_transactions t ON t.idempotency_key = v.key),
    tx AS (UPDATE ledger_transactions t SET created_at = v.at FROM v WHERE t.id = v.id RETURNING t.id)
    UPDATE ledger_entries e SET created_at = v.at FROM v WHERE e.tx_id = v.id`.execute(db)
}

/** Past logins (ended sessions): the team's last logins and the addresses and devices the fraud hints compare. */
const loginRecords = async (db: Kysely<Database>, ids: Map<string, number>, now: number) => {
  const who = [{ account: TEAM_AGENT, ...agentLogin, daysAgo: 2 }, ...teamMembers.map((m, i) => ({ ...m, daysAgo: i % 3 }))]
  await db.insertInto('sessions').values(who.map((w, i) => {
    const at = new Date(now - w.daysAgo * DAY_MS - (i + 1) * 3_600_000)
    return { token_hash: randomBytes(32).toString('hex'), member_id: ids.get(w.account)!, ip: w.ip, user_agent: w.device, created_at: at, expires_at: new Date(at.getTime() + 2 * 3_600_000), revoked_at: at }
  })).execute()
  // A login makes its address one the account has used (as a real login does, sessions.ts).
  await db.insertInto('member_ips')
    .values(who.map((w) => ({ member_id: ids.get(w.account)!, ip: w.ip, first_seen: new Date(now - w.daysAgo * DAY_MS) })))
    .onConflict((oc) => oc.doNothing()).execute()
}
