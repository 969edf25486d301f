/**
 * Operator control of deposits: channels (list, add, switch on or off) and requests (list,
 * approve, reject with a reason). Every change is recorded with who (operator.ts) and when,
 * on the row and in deposit_audit.
 */
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import { route } from '../http/route.ts'
import { ApiError } from '../http/errors.ts'
import { json } from '../db/json.ts'
import type { DepositRequestsTable, Localized } from '../db/schema.ts'
import { approveDeposit, depositMinor as minor, rejectDeposit, type ChannelRow, type OnMemberEvent } from '../modules/deposits/index.ts'
import { AdminEndpoints, type DepositAdminView, type DepositChannelAdminView } from './contract.ts'
import { operatorOf } from './operator.ts'

const iso = (d: Date | null): string | null => (d === null ? null : new Date(d).toISOString())

const channelView = (r: ChannelRow): DepositChannelAdminView => ({
  id: r.id, kind: r.kind, name: r.name, instructions: r.instructions, min: minor(r.min_amount), max: minor(r.max_amount),
  feeBp: r.fee_bp, feeFixed: minor(r.fee_fixed), feePayer: r.fee_payer,
  bankName: r.bank_name, accountNumber: r.account_number, accountHolder: r.account_holder,
  autoApproveSeconds: r.auto_approve_seconds, enabled: r.enabled, sort: r.sort,
  createdBy: r.created_by, createdAt: new Date(r.created_at).toISOString(), updatedBy: r.updated_by, updatedAt: new Date(r.updated_at).toISOString(),
})

type RequestRow = Selectable<DepositRequestsTable> & { account: string; channel_name: Localized }
const depositView = (r: RequestRow): DepositAdminView => ({
  id: String(r.id), reference: r.reference, account: r.account, channelId: r.channel_id, channelName: r.channel_name.en,
  amount: minor(r.amount), fee: minor(r.fee), credit: minor(r.credit), status: r.status, reason: r.reason,
  createdAt: new Date(r.created_at).toISOString(), autoApproveAt: iso(r.auto_approve_at), decidedAt: iso(r.decided_at), decidedBy: r.decided_by,
})

const localized = (text: { en: string } & Partial<Localized>): Localized =>
  ({ en: text.en, ty: text.ty ?? text.en, cn: text.cn ?? text.en, th: text.th ?? text.en, vi: text.vi ?? text.en })

export interface DepositAdminOptions {
  /** Told of each approval and rejection inside its transaction (the inbox). */
  readonly onMemberEvent?: OnMemberEvent
}

export const registerDepositAdmin = (app: FastifyInstance, options: DepositAdminOptions = {}): void => {
  const db = () => app.tala.db
  const now = () => new Date(app.tala.now())

  const requests = () => db().selectFrom('deposit_requests as d')
    .innerJoin('members as m', 'm.id', 'd.member_id').innerJoin('deposit_channels as c', 'c.id', 'd.channel_id')
    .selectAll('d').select(['m.account', 'c.name as channel_name'])
  const requestView = async (id: string) => depositView(await requests().where('d.id', '=', id).executeTakeFirstOrThrow())

  route(app, AdminEndpoints.depositChannels, async () => ({
    channels: (await db().selectFrom('deposit_channels').selectAll().orderBy('sort').orderBy('id').execute()).map(channelView),
  }))

  route(app, AdminEndpoints.depositChannelAdd, async ({ body }, req) => {
    if (body.max < body.min) throw new ApiError('VALIDATION_FAILED', 'Invalid body: max must be at least min.')
    const operator = operatorOf(req)
    const at = now()
    const row = await db().transaction().execute(async (trx) => {
      const added = await trx.insertInto('deposit_channels').values({
        kind: body.kind, name: json(localized(body.name)), instructions: json(localized(body.instructions)),
        min_amount: body.min, max_amount: body.max, fee_bp: body.feeBp ?? 0, fee_fixed: body.feeFixed ?? 0, fee_payer: body.feePayer ?? 'member',
        bank_name: body.bankName.trim(), account_number: body.accountNumber.trim(), account_holder: body.accountHolder.trim(),
        auto_approve_seconds: body.autoApproveSeconds ?? null, enabled: body.enabled ?? true, sort: body.sort ?? 0,
        created_by: operator, created_at: at, updated_by: operator, updated_at: at,
      }).returningAll().executeTakeFirstOrThrow()
      await trx.insertInto('deposit_audit').values({ operator, action: 'channel_add', channel_id: added.id, deposit_id: null, detail: json(body), created_at: at }).execute()
      return added
    })
    req.log.info({ channel: row.id, operator }, 'deposit channel added by operator')
    return channelView(row)
  })

  route(app, AdminEndpoints.depositChannelEnable, async ({ params, body }, req) => {
    const operator = operatorOf(req)
    const at = now()
    const row = await db().transaction().execute(async (trx) => {
      const changed = await trx.updateTable('deposit_channels').set({ enabled: body.enabled, updated_by: operator, updated_at: at })
        .where('id', '=', Number(params.id)).returningAll().executeTakeFirst()
      if (!changed) throw new ApiError('NOT_FOUND', `No deposit channel ${params.id}: see "channels list".`)
      await trx.insertInto('deposit_audit').values({
        operator, action: body.enabled ? 'channel_enable' : 'channel_disable', channel_id: changed.id, deposit_id: null, detail: json({}), created_at: at,
      }).execute()
      return changed
    })
    req.log.info({ channel: row.id, enabled: row.enabled, operator }, 'deposit channel switched by operator')
    return channelView(row)
  })

  route(app, AdminEndpoints.deposits, async ({ query }) => {
    const status = query.status ?? 'pending'
    const rows = await requests().where('d.status', '=', status)
      // Pending: oldest first (the queue); decided: newest first.
      .orderBy('d.id', status === 'pending' ? 'asc' : 'desc').limit(query.limit ?? 50).execute()
    return { deposits: rows.map(depositView) }
  })

  route(app, AdminEndpoints.depositApprove, async ({ params }, req) => {
    const operator = operatorOf(req)
    await approveDeposit(db(), params.id, { operator, now: now(), ...(options.onMemberEvent ? { onMemberEvent: options.onMemberEvent } : {}) })
    req.log.info({ deposit: params.id, operator }, 'deposit approved by operator')
    return requestView(params.id)
  })

  route(app, AdminEndpoints.depositReject, async ({ params, body }, req) => {
    if (body.reason.trim() === '') throw new ApiError('VALIDATION_FAILED', 'Invalid body: reason: give the reason the member will read.')
    const operator = operatorOf(req)
    await rejectDeposit(db(), params.id, body.reason.trim(), { operator, now: now(), ...(options.onMemberEvent ? { onMemberEvent: options.onMemberEvent } : {}) })
    req.log.info({ deposit: params.id, operator }, 'deposit rejected by operator')
    return requestView(params.id)
  })
}
