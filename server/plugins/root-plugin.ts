/**
 * Marks a cross-cutting plugin to run on the instance that registers it rather than in a
 * child context of its own (what fastify-plugin does, by the same documented symbols). Its
 * hooks and handlers must reach every module, so it has to live on the root instance.
 * Modules never use this: each one is an encapsulated plugin.
 */
import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify'

export const rootPlugin = <O extends FastifyPluginOptions = Record<never, never>>(name: string, plugin: FastifyPluginAsync<O>): FastifyPluginAsync<O> =>
  Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: name })
