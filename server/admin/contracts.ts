/** Operator control of the house's contracts with top agents (modules/contracts house.ts). */
import type { FastifyInstance } from 'fastify'
import { route } from '../http/route.ts'
import { endHouseContract, setHouseContract } from '../modules/contracts/index.ts'
import { AdminEndpoints } from './contract.ts'
import { operatorOf } from './operator.ts'

export const registerContractsAdmin = (app: FastifyInstance): void => {
  const db = () => app.tala.db
  const now = () => new Date(app.tala.now())

  route(app, AdminEndpoints.houseContractSet, async ({ body }, req) => {
    const r = await setHouseContract(db(), body, now())
    req.log.info({ contract: r.contract.id, kind: body.kind, ended: r.ended.length, operator: operatorOf(req) }, 'house contract set by operator')
    return r
  })

  route(app, AdminEndpoints.houseContractEnd, async ({ body }, req) => {
    const r = await endHouseContract(db(), body.account, body.kind, now())
    req.log.info({ contract: r.contract.id, kind: body.kind, ended: r.ended.length, operator: operatorOf(req) }, 'house contract ended by operator')
    return r
  })
}
