/**
 * Who an admin change is recorded under: the `X-Operator` header the CLI sends (its
 * --as / --operator option or ADMIN_OPERATOR), when it is a plain name; "admin" otherwise. The admin
 * token is one shared secret, so this names the person, it does not authenticate them.
 */
import type { FastifyRequest } from 'fastify'

export const DEFAULT_OPERATOR = 'admin'
const NAME = /^[A-Za-z0-9_.@-]{1,64}$/

export const operatorOf = (req: FastifyRequest): string => {
  const given = req.headers['x-operator']
  return typeof given === 'string' && NAME.test(given) ? given : DEFAULT_OPERATOR
}
