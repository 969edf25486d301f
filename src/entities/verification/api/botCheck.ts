import { solveChallenge } from 'altcha-lib/v1'
import { AccountEndpoints, call } from '@/shared/api'

/**
 * The bot check (ALTCHA proof of work): fetch a challenge, solve it in the browser, and
 * answer the base64 payload the server verifies (the `altcha` field of the request).
 */
export async function solveBotCheck(signal?: AbortSignal): Promise<string> {
  const challenge = await call(AccountEndpoints.altchaChallenge, { signal })
  const { promise, controller } = solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber ?? 1e6)
  signal?.addEventListener('abort', () => controller.abort())
  const solution = await promise
  if (!solution) throw Object.assign(new Error('bot check not solved'), { code: 'BOT_CHECK_FAILED', message: '' })
  return btoa(JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature, took: solution.took }))
}
