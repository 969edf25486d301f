import { afterEach, describe, expect, it, vi } from 'vitest'
import { Schema } from 'effect'
import { AccountEndpoints, AnnouncementsReply, ApiError, call, Endpoints, failureOf, GameVendorReply, HelpCenterReply, isNetworkError, StatusReply, WithdrawEndpoints } from '@/shared/api'
import { gameVendorFixture, helpCenterFixture, mockFetch, noticesFixture, statusFixture } from '@/shared/testing'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('call', () => {
  it('sends the query and returns the decoded value', async () => {
    const fetch = mockFetch({ '/wps/system/status': { value: statusFixture() } })
    const status = await call(Endpoints.systemStatus, { query: { url: 'tala.example' } })
    expect(status.location.ip).toBe('49.145.0.10')
    const [url, init] = fetch.mock.calls[0]
    expect(String(url)).toBe('/wps/system/status?url=tala.example')
    expect(init?.method).toBe('GET')
  })

  it('posts a JSON body and sends the token when given', async () => {
    const fetch = mockFetch({ '/wps/relay/GCSGAME_gameVendor': { value: gameVendorFixture() } })
    await call(Endpoints.gameVendor, { body: { merchantCode: 'tala' }, token: 'abc' })
    const init = fetch.mock.calls[0][1]!
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({ merchantCode: 'tala' })
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc')
  })

  it('sends a call that declares files as a form: the JSON in `body`, each file in the declared field', async () => {
    const fetch = mockFetch({ '/wps/member/withdrawals/confirm': { fail: { code: 'WITHDRAWAL_STATE', message: 'x' }, status: 409 } })
    const proof = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' })
    await call(WithdrawEndpoints.withdrawalConfirm, { body: { withdrawalId: '7', outcome: 'notReceived' }, files: [proof, proof], token: 'abc' }).catch(() => undefined)
    const init = fetch.mock.calls[0][1]!
    const form = init.body as FormData
    expect(form).toBeInstanceOf(FormData)
    expect(JSON.parse(String(form.get('body')))).toEqual({ withdrawalId: '7', outcome: 'notReceived' })
    expect(form.getAll('proofs')).toHaveLength(2)
    // The browser writes the multipart Content-Type with its boundary.
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined()
  })

  it("turns the server's failure into an ApiError with its code and message", async () => {
    mockFetch({ '/wps/system/whitelabel': { fail: { code: 'MAINTENANCE', message: 'Down for maintenance' }, status: 503 } })
    const error = await call(Endpoints.whitelabel).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'MAINTENANCE', message: 'Down for maintenance', status: 503 })
    expect(isNetworkError(error)).toBe(false)
  })

  it('names the call a failure came from, whichever table holds it (a call may have a text of its own for a code)', async () => {
    mockFetch({
      '/wps/captcha': { fail: { code: 'TOO_MANY_REQUESTS', message: 'Slow down' }, status: 429 },
      '/wps/member/withdrawals': { fail: { code: 'TRIAL_ACCOUNT', message: 'Trial' }, status: 403 },
    })
    await expect(call(AccountEndpoints.captcha)).rejects.toMatchObject({ call: 'captcha' })
    await expect(call(WithdrawEndpoints.withdrawals, { query: {}, token: 'abc' })).rejects.toMatchObject({ call: 'withdrawals' })
  })

  it('turns a failed request into NETWORK', async () => {
    mockFetch({ '/wps/system/whitelabel': { networkError: true } })
    const error = await call(Endpoints.whitelabel).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'NETWORK' })
    expect(isNetworkError(error)).toBe(true)
  })

  it('turns a reply that is not the contract into BAD_REPLY', async () => {
    mockFetch({ '/wps/system/status': { raw: { success: true, value: { maintenance: 'no' } } } })
    await expect(call(Endpoints.systemStatus)).rejects.toMatchObject({ code: 'BAD_REPLY' })
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>502</html>', { status: 502 })))
    await expect(call(Endpoints.systemStatus)).rejects.toMatchObject({ code: 'BAD_REPLY', status: 502 })
  })
})

describe('failures decoded with the endpoint\'s declarations', () => {
  const loginBody = { type: 'username', username: 'ana', password: 'x' } as const

  it('gives the declared value, typed by its code', async () => {
    mockFetch({ '/wps/session/login': { fail: { code: 'LOGIN_FAILED', message: 'Incorrect username or password.', value: { captcha: true } } } })
    const failure = failureOf(AccountEndpoints.login, await call(AccountEndpoints.login, { body: loginBody }).catch((e: unknown) => e))
    expect(failure).toEqual({ code: 'LOGIN_FAILED', message: 'Incorrect username or password.', value: { captcha: true } })
    // The value's type follows the code: LOGIN_FAILED is the captcha hint or the verification asked.
    if (failure?.code === 'LOGIN_FAILED' && !('verification' in failure.value)) expect(failure.value.captcha).toBe(true)
  })

  it('decodes the verification asked with its methods', async () => {
    const value = { captcha: false, verification: true, methods: ['sms', 'bankName'], verificationId: 'v1' }
    mockFetch({ '/wps/session/login': { fail: { code: 'LOGIN_FAILED', message: 'Please verify this login.', value } } })
    const failure = failureOf(AccountEndpoints.login, await call(AccountEndpoints.login, { body: loginBody }).catch((e: unknown) => e))
    expect(failure).toMatchObject({ code: 'LOGIN_FAILED', value })
  })

  it('keeps a code the endpoint does not declare as an undeclared failure, never a crash', async () => {
    mockFetch({ '/wps/system/whitelabel': { fail: { code: 'SOMETHING_NEW', message: 'New refusal', value: { x: 1 } }, status: 400 } })
    const error = await call(Endpoints.whitelabel).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(failureOf(Endpoints.whitelabel, error)).toEqual({ code: 'UNDECLARED', serverCode: 'SOMETHING_NEW', message: 'New refusal', value: { x: 1 } })
    expect(failureOf(AccountEndpoints.login, error)).toBeNull()
  })

  it('treats a declared code with a value of another shape as undeclared', async () => {
    mockFetch({ '/wps/session/login': { fail: { code: 'CAPTCHA_REQUIRED', message: 'Please enter the captcha.', value: { captcha: 'yes' } } } })
    const error = await call(AccountEndpoints.login, { body: loginBody }).catch((e: unknown) => e)
    expect(failureOf(AccountEndpoints.login, error)).toMatchObject({ code: 'UNDECLARED', serverCode: 'CAPTCHA_REQUIRED' })
    expect(error).toMatchObject({ code: 'CAPTCHA_REQUIRED' })
  })
})

describe('test fixtures', () => {
  it('decode with the contract schemas', () => {
    expect(() => Schema.decodeUnknownSync(StatusReply)(statusFixture())).not.toThrow()
    expect(() => Schema.decodeUnknownSync(GameVendorReply)(gameVendorFixture())).not.toThrow()
    expect(() => Schema.decodeUnknownSync(AnnouncementsReply)(noticesFixture())).not.toThrow()
    expect(() => Schema.decodeUnknownSync(HelpCenterReply)(helpCenterFixture())).not.toThrow()
  })
})
