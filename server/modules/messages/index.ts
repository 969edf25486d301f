/**
 * The messages module: the member's inbox (operator messages and event messages), read and
 * deleted marks, the unread count. Other modules put events in the inbox with `postMessage`
 * inside their own transaction; the operator API sends with `sendOperatorMessage`.
 */
import type { FastifyPluginAsync } from 'fastify'
import { registerMessageRoutes } from './routes.ts'

export const messagesModule: FastifyPluginAsync = async (app) => {
  registerMessageRoutes(app)
}

export { postMessage, sendOperatorMessage, type EventKind, type MemberEvent } from './inbox.ts'
