/** Who made an operator change, for the record: the X-Operator header (a short name), else "admin". */
import type { FastifyRequest } from 'fastify'

const NAME = /^[A-Za-z0-9_.@-]{1,64}$/

export const operatorName = (req: FastifyRequest): string => {
  const given = req.headers['x-operator']
  return typeof given === 'string' && NAME.test(given) ? given : 'admin'
}
