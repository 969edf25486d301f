/**
 * Invite friends: each member's referral code (made on first ask, unique), the friends who
 * registered with it (`referrals`), and the inviter's reward per friend whose first deposit
 * reaches the operator's minimum (setting `referralRule`), claimed from the reward centre:
 * ledger key referral:<inviter>:<friend>, kind 'bonus'.
 */
import { randomInt } from 'node:crypto'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { getSetting } from '../../db/settings.ts'
import { ApiError } from '../../http/errors.ts'
import { maskAccount } from '../../lib/mask.ts'
import { creditMember } from './credit.ts'

type Db = Kysely<Database> | Transaction<Database>

/** No 0/O or 1/I: a code read aloud or typed from a poster is not mistaken. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 8
const newCode = (): string => Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

/** The path the SPA's register flow reads a referral code from (features/register/lib/referral.ts). */
export const referralPath = (code: string): string => `/?ref=${encodeURIComponent(code)}`

export const referralRule = async (db: Db): Promise<{ rewardPerFriend: number; minDeposit: number }> =>
  (await getSetting(db as Kysely<Database>, 'referralRule')) ?? { rewardPerFriend: 0, minDeposit: 0 }

/** The member's code, made the first time it is asked for. */
export const referralCodeOf = async (db: Kysely<Database>, memberId: number): Promise<string> => {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await db.selectFrom('referral_codes').select('code').where('member_id', '=', memberId).executeTakeFirst()
    if (existing) return existing.code
    // A clash with another member's code (unique index) is retried with a new code.
    await db.insertInto('referral_codes').values({ member_id: memberId, code: newCode() }).onConflict((oc) => oc.doNothing()).execute()
  }
  throw new Error('could not make a unique referral code')
}

/**
 * Binds a new member to the inviter whose code they registered with, in the registration's
 * transaction. An unknown code binds nothing (the registration goes on). Returns the inviter.
 */
export const bindReferral = async (trx: Db, inviteeId: number, code: string): Promise<number | null> => {
  const owner = await trx.selectFrom('referral_codes').select('member_id').where('code', '=', code.trim().toUpperCase()).executeTakeFirst()
  if (!owner || owner.member_id === inviteeId) return null
  await trx.insertInto('referrals').values({ invitee_id: inviteeId, inviter_id: owner.member_id, code: code.trim().toUpperCase() })
    .onConflict((oc) => oc.column('invitee_id').doNothing()).execute()
  return owner.member_id
}

/** Whether a code belongs to a member (the register call tells a referral code from an agent's affiliate code). */
export const isReferralCode = async (db: Db, code: string): Promise<boolean> =>
  !!(await db.selectFrom('referral_codes').select('member_id').where('code', '=', code.trim().toUpperCase()).executeTakeFirst())

interface FriendRow { invitee_id: number; account: string; created_at: Date; first_deposit: string | null; has_bet: boolean; rewarded_at: Date | null; reward_amount: string | null }

/** Each friend's first deposit and whether they bet. DISTINCT ON / EXISTS read simplest in SQL. */
const friendsQuery = (inviterId: number, page?: { limit: number; offset: number }) => sql<FriendRow>`
  SELECT r.invitee_id, m.account, m.created_at, r.rewarded_at, r.reward_amount,
    (SELECT e.amount FROM ledger_transactions t JOIN ledger_entries e ON e.tx_id = t.id AND e.amount > 0
      WHERE t.kind = 'deposit' AND e.account_id = wallet_main(r.invitee_id) ORDER BY t.id LIMIT 1) AS first_deposit,
    EXISTS (SELECT 1 FROM bets b WHERE b.member_id = r.invitee_id) AS has_bet
  FROM referrals r JOIN members m ON m.id = r.invitee_id
  WHERE r.inviter_id = ${inviterId}
  ORDER BY r.created_at DESC, r.invitee_id DESC
  ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`

export const referralFriends = async (db: Kysely<Database>, inviterId: number, page: number, pageSize: number) => {
  const [rule, count, rows] = await Promise.all([
    referralRule(db),
    db.selectFrom('referrals').select(sql<number>`count(*)::int`.as('n')).where('inviter_id', '=', inviterId).executeTakeFirstOrThrow(),
    friendsQuery(inviterId, { limit: pageSize, offset: (page - 1) * pageSize }).execute(db),
  ])
  return {
    total: count.n, page, pageSize,
    list: rows.rows.map((r) => ({
      account: maskAccount(r.account), registeredAt: r.created_at.getTime(),
      status: r.has_bet || r.first_deposit !== null ? 'active' as const : 'inactive' as const,
      qualified: qualifies(r, rule), rewardClaimed: r.rewarded_at !== null,
    })),
  }
}

const qualifies = (r: FriendRow, rule: { rewardPerFriend: number; minDeposit: number }): boolean =>
  rule.rewardPerFriend > 0 && r.first_deposit !== null && Number(r.first_deposit) >= rule.minDeposit

/** What the inviter may claim now (friends qualified and not yet rewarded) and has claimed. */
export const referralSummary = async (db: Kysely<Database>, inviterId: number) => {
  const [rule, rows] = await Promise.all([referralRule(db), friendsQuery(inviterId).execute(db)])
  const pending = rows.rows.filter((r) => r.rewarded_at === null && qualifies(r, rule))
  return {
    rule, friends: rows.rows.length, pending: pending.map((r) => r.invitee_id),
    claimable: pending.length * rule.rewardPerFriend,
    claimed: rows.rows.reduce((sum, r) => sum + Number(r.reward_amount ?? 0), 0),
  }
}

/** Claims the reward of every qualified friend not yet rewarded: one ledger posting per friend, each once. */
export const claimReferral = async (db: Kysely<Database>, inviterId: number, now: number) => {
  const summary = await referralSummary(db, inviterId)
  if (summary.pending.length === 0) {
    throw summary.claimed > 0 ? new ApiError('ALREADY_CLAIMED', 'Every referral reward was claimed already.') : new ApiError('NOT_CLAIMABLE', 'No friend has qualified yet.')
  }
  const amount = summary.rule.rewardPerFriend
  return db.transaction().execute(async (trx) => {
    let total = 0
    for (const friend of summary.pending) {
      // The row lock and the rewarded_at test make a concurrent claim skip the friends paid here.
      const row = await trx.updateTable('referrals').set({ rewarded_at: new Date(now), reward_amount: amount })
        .where('invitee_id', '=', friend).where('inviter_id', '=', inviterId).where('rewarded_at', 'is', null).returning('invitee_id').executeTakeFirst()
      if (!row) continue
      const tx = await creditMember(trx, `referral:${inviterId}:${friend}`, 'bonus', inviterId, amount, { source: 'referral', friendId: friend, periodKey: 'once' })
      if (tx !== null) total += amount
    }
    if (total === 0) throw new ApiError('ALREADY_CLAIMED', 'Every referral reward was claimed already.')
    return { source: 'referral' as const, id: 0, amount: total, periodKey: 'once', status: 'claimed' as const }
  })
}
