/**
 * House game tests' helpers: launching a title as demo01 through the platform's launch call
 * (the game URL it answers), the game session in that URL, the house pages' POST calls, and the
 * member's wallet balance.
 */
import type { FastifyInstance } from 'fastify'
import { envelope } from './test-app.ts'

export const houseClient = (app: FastifyInstance, token: string, merchantCode: string) => ({
  launch: async (gameId: string): Promise<string> => {
    const env = envelope<{ game_url: string }>(await app.inject({
      method: 'POST', url: '/wps/game/launch', headers: { authorization: `Bearer ${token}`, language: 'en' },
      payload: { gameId, nodeId: '1', accountType: 1, confirmTrans: 0, vassalage: 'X', launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, username: 'demo01', token, merchantCode, language: 'en' },
    }))
    if (!env.success) throw new Error(`launch failed: ${env.code}`)
    return env.value.game_url
  },
  post: async <T>(url: string, payload: object) => envelope<T>(await app.inject({ method: 'POST', url, payload })),
  walletBalance: async (): Promise<number> =>
    (envelope<{ sumBalance: number }>(await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: { authorization: `Bearer ${token}` } })) as { value: { sumBalance: number } }).value.sumBalance,
})

/** The game session token in a launch URL. */
export const sessionOf = (url: string): string => new URL(url, 'http://x').searchParams.get('s')!
