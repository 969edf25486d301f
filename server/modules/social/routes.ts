/**
 * Social sign-in calls (contract: src/shared/api/schemas/social.ts). The flow and its
 * security rules are described in docs/accounts-api.md, "Social sign-in".
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { AccountEndpoints, type SocialProviderKey } from '../../../src/shared/api/index.ts'
import type { Database, MemberRow } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { route } from '../../http/route.ts'
import { UNUSABLE_PASSWORD, verifyPassword } from '../../lib/passwords.ts'
import { newToken } from '../../lib/secrets.ts'
import { checkValue, loadRegisterValidation } from '../system/index.ts'
import {
  TOO_MANY_MESSAGE, canLoginToMemberSite, clearFailures, clientInfo, completeLogin, failureKeys, findByAccount, hitThrottle, recordFailure,
  requireModule, type ThrottleRule,
} from '../account/index.ts'
import { readSocialCookie, socialCookie } from './cookie.ts'
import { authorizationRequest, configurationOf, exchangeCode, type OidcOptions } from './oidc.ts'
import {
  SOCIAL_TICKET_TTL_MS, burnTicket, consumeState, enabledProvider, enabledProviders, findLinkedMember, issueTicket,
  peekTicket, saveState,
} from './store.ts'

/** Starts per IP: 30 per 15 minutes. */
const startPerIp: ThrottleRule = { minGapMs: 0, max: 30, windowMs: 15 * 60_000, blockMs: 5 * 60_000, message: TOO_MANY_MESSAGE }
/** Link attempts per ticket: 5, then the ticket is spent. */
const linkPerTicket: ThrottleRule = { minGapMs: 0, max: 5, windowMs: 15 * 60_000, blockMs: 15 * 60_000, message: TOO_MANY_MESSAGE }
/** Registrations per IP, as for the register form: 10 an hour. */
const registerPerIp: ThrottleRule = { minGapMs: 0, max: 10, windowMs: 60 * 60_000, blockMs: 5 * 60_000, message: TOO_MANY_MESSAGE }

const disabled = () => new ApiError('SOCIAL_DISABLED', 'This sign-in option is not available.')
const badState = () => new ApiError('SOCIAL_STATE_INVALID', 'This sign-in has expired or was already used. Please start again.')
const badTicket = () => new ApiError('SOCIAL_TICKET_INVALID', 'This sign-in has expired. Please start again.')
const alreadyLinked = () => new ApiError('SOCIAL_ALREADY_LINKED', 'This account is already linked to a sign-in of this provider.')

const isUniqueViolation = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === '23505'

/**
 * Where the provider sends the browser back: the SPA route on the site's configured public
 * URL (PUBLIC_URL), never the request's Host header, which the client chooses. Normalised (no
 * default port) exactly as the code exchange will send it again.
 */
export const redirectUriOf = (publicUrl: string): string => new URL('/social/callback', publicUrl).href

const requireMember = (member: MemberRow): MemberRow => {
  if (!canLoginToMemberSite(member.is_agent)) throw new ApiError('NON_MEMBER', 'Non-member account unable to login.')
  return member
}

const linkIdentity = async (db: Kysely<Database>, provider: SocialProviderKey, subject: string, memberId: number, email: string | null) => {
  const existing = await db.selectFrom('social_identities').select('id').where('member_id', '=', memberId).where('provider', '=', provider).executeTakeFirst()
  if (existing) throw alreadyLinked()
  await db.insertInto('social_identities').values({ provider, subject, member_id: memberId, email }).execute()
}

export const registerSocialRoutes = (app: FastifyInstance, fetchOnly: Pick<OidcOptions, 'fetch'> = {}): void => {
  const ctx = app.tala
  const db = ctx.db
  const options: OidcOptions = { ...fetchOnly, policy: { allowPrivate: ctx.allowPrivateIssuers } }
  const redirectUri = redirectUriOf(ctx.publicUrl)

  route(app, AccountEndpoints.socialProviders, async () => {
    const rows = await enabledProviders(db)
    return { providers: rows.map((r) => ({ provider: r.provider, displayName: r.display_name })) }
  })

  route(app, AccountEndpoints.socialStart, async ({ body }, req, reply) => {
    const now = ctx.now()
    const row = await enabledProvider(db, ctx.secretsKey, body.provider)
    if (!row) throw disabled()
    await hitThrottle(db, `social:start:${clientInfo(req).ip}`, startPerIp, now)
    let request
    try {
      request = await authorizationRequest(await configurationOf(row, options, now), redirectUri)
    } catch (e) {
      req.log.warn({ provider: row.provider, err: e instanceof Error ? e.message : String(e) }, 'social provider discovery failed')
      throw new ApiError('SOCIAL_FAILED', 'The sign-in provider cannot be reached. Please try again later.')
    }
    const browser = readSocialCookie(req) ?? newToken()
    await saveState(db, { ...request, browser, provider: row.provider, redirectUri }, now)
    void reply.header('set-cookie', socialCookie(browser, req.protocol === 'https'))
    return { authorizeUrl: request.url }
  }, { config: { rateLimit: { max: 30, timeWindow: 60_000 } } })

  route(app, AccountEndpoints.socialCallback, async ({ body }, req) => {
    const now = ctx.now()
    const params = new URLSearchParams(body.search.replace(/^\?/, ''))
    const state = params.get('state') ?? ''
    const browser = readSocialCookie(req)
    if (state === '' || state.length > 256 || browser === null) throw badState()
    const saved = await consumeState(db, state, browser, now)
    if (!saved) throw badState()
    const row = await enabledProvider(db, ctx.secretsKey, saved.provider)
    if (!row) throw disabled()
    if (params.has('error')) throw new ApiError('SOCIAL_FAILED', 'The sign-in was cancelled or refused by the provider.')

    let identity
    try {
      const callbackUrl = new URL(saved.redirect_uri)
      callbackUrl.search = params.toString()
      identity = await exchangeCode(await configurationOf(row, options, now), callbackUrl,
        { state, nonce: saved.nonce, codeVerifier: saved.code_verifier })
    } catch (e) {
      req.log.warn({ provider: row.provider, err: e instanceof Error ? e.message : String(e) }, 'social sign-in did not verify')
      throw new ApiError('SOCIAL_FAILED', 'The sign-in could not be verified. Please try again.')
    }

    const linked = await findLinkedMember(db, row.provider, identity.subject)
    if (linked) return { status: 'loggedIn' as const, login: await completeLogin(db, requireMember(linked), clientInfo(req), now) }
    const ticket = await issueTicket(db, row.provider, identity, now)
    return {
      status: 'pending' as const,
      pending: {
        ticket, provider: row.provider, email: identity.email ?? '', name: identity.name ?? '', expiresIn: Math.floor(SOCIAL_TICKET_TTL_MS / 1000),
      },
    }
  })

  route(app, AccountEndpoints.socialLink, async ({ body }, req) => {
    const now = ctx.now()
    const client = clientInfo(req)
    const ticket = await peekTicket(db, body.ticket, now)
    if (!ticket) throw badTicket()
    if (!(await enabledProvider(db, ctx.secretsKey, ticket.provider))) throw disabled()
    const username = body.username.trim()
    if (username === '' || body.password === '') {
      throw new ApiError('VALIDATION_FAILED', 'Input cannot be empty.', { fields: [{ field: username === '' ? 'username' : 'password', reason: 'required' }] })
    }
    try {
      await hitThrottle(db, `social:link:${ticket.ticket_hash}`, linkPerTicket, now)
    } catch (e) {
      await burnTicket(db, ticket.ticket_hash, now)
      throw e
    }
    const member = await findByAccount(db, username)
    // Unknown accounts cost the same scrypt time (verifyPassword hashes a dummy).
    if (!(await verifyPassword(body.password, member?.password_hash ?? null)) || !member) {
      // Counted like a failed login, so the password form asks for the captcha as well.
      await recordFailure(db, failureKeys(username, client.ip), now)
      throw new ApiError('LOGIN_FAILED', 'Incorrect username or password.')
    }
    requireMember(member)
    await clearFailures(db, failureKeys(username, client.ip).slice(0, 1))
    try {
      return await db.transaction().execute(async (trx) => {
        if (!(await burnTicket(trx, ticket.ticket_hash, now))) throw badTicket()
        await linkIdentity(trx, ticket.provider, ticket.subject, member.id, ticket.email)
        return completeLogin(trx, member, client, now)
      })
    } catch (e) {
      if (isUniqueViolation(e)) throw alreadyLinked()
      throw e
    }
  }, { config: { rateLimit: { max: 30, timeWindow: 60_000 } } })

  route(app, AccountEndpoints.socialRegister, async ({ body }, req) => {
    const now = ctx.now()
    const client = clientInfo(req)
    const ticket = await peekTicket(db, body.ticket, now)
    if (!ticket) throw badTicket()
    if (!(await enabledProvider(db, ctx.secretsKey, ticket.provider))) throw disabled()
    await requireModule(db, 'DIRECTREG3')
    const account = body.username.trim().toLowerCase()
    const rules = await loadRegisterValidation(db)
    if (account === '') throw new ApiError('VALIDATION_FAILED', 'username not empty', { fields: [{ field: 'username', reason: 'required' }] })
    const problem = checkValue(rules.username, account)
    if (problem) throw new ApiError('VALIDATION_FAILED', 'username format is incorrect', { fields: [{ field: 'username', reason: problem }] })
    await hitThrottle(db, `register:ip:${client.ip}`, registerPerIp, now)
    try {
      return await db.transaction().execute(async (trx) => {
        if (!(await burnTicket(trx, ticket.ticket_hash, now))) throw badTicket()
        if (await findByAccount(trx, account)) throw new ApiError('ACCOUNT_EXISTS', 'This account or mobile number is already registered.')
        // A real member row; no password (signs in through the provider; a password can be
        // set later with the e-mail reset when the provider vouched for the address).
        const member = await trx.insertInto('members').values({
          account, password_hash: UNUSABLE_PASSWORD, is_agent: 0, nickname: ticket.name ?? account,
          mobile_num: null, country_dialing_code: null, email: ticket.email_verified ? ticket.email : null, payee_name: null,
          payment_password_hash: null, qq_num: null, line: null, whatsapp: null, facebook: null, wechat: null, id_number: null,
          recommender_id: null, affiliate_code: null, upline_id: null, referral_code: null, register_domain: null, register_url: null,
          register_ip: client.ip,
        }).returningAll().executeTakeFirstOrThrow()
        await linkIdentity(trx, ticket.provider, ticket.subject, member.id, ticket.email)
        return completeLogin(trx, member, client, now)
      })
    } catch (e) {
      if (isUniqueViolation(e)) throw new ApiError('ACCOUNT_EXISTS', 'This account or mobile number is already registered.')
      throw e
    }
  })

}
