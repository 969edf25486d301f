/**
 * A real OpenID Connect provider (the `oidc-provider` package, its own login and consent
 * pages) on a local port, for the social sign-in tests: server tests drive its pages over
 * HTTP (`signIn`), the Playwright spec in Chromium. Any login name is accepted (the package's
 * development interactions); the account's claims are derived from it.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, type JWK } from 'jose'
import Provider from 'oidc-provider'

export interface TestOidcProvider {
  readonly issuer: string
  readonly clientId: string
  readonly clientSecret: string
  /** The provider's private signing key (for tests that forge tokens with its kid). */
  readonly signingKey: JWK
  /** Follows an authorize URL through the login and consent pages; the callback's query string. */
  signIn(authorizeUrl: string, login: string): Promise<string>
  close(): Promise<void>
}

export interface OidcProviderOptions {
  readonly redirectUris: ReadonlyArray<string>
  readonly port?: number
  readonly clientId?: string
  readonly clientSecret?: string
}

/** The claims the test provider gives an account: sub = login, a verified e-mail, a name. */
export const claimsOf = (login: string) => ({
  sub: login,
  email: `${login}@oidc.example.test`,
  email_verified: true,
  name: `Test ${login}`,
})

export const startOidcProvider = async (options: OidcProviderOptions): Promise<TestOidcProvider> => {
  let handler: Parameters<typeof createServer>[1] = (_req, res) => res.end()
  const server: Server = createServer((req, res) => handler!(req, res))
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const issuer = `http://127.0.0.1:${port}`

  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const signingKey = { ...(await exportJWK(privateKey)), kid: `test-${port}`, alg: 'RS256', use: 'sig' }
  const clientId = options.clientId ?? 'tala-test-client'
  const clientSecret = options.clientSecret ?? 'tala-test-secret-0123456789abcdef'

  const provider = new Provider(issuer, {
    clients: [{
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [...options.redirectUris],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    }],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['tala-test-oidc-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The requested scopes' claims go into the ID token (what the relying party reads).
    conformIdTokenClaims: false,
    findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => claimsOf(id) }),
  })
  const callback = provider.callback()
  handler = (req, res) => void callback(req, res)

  const signIn = async (authorizeUrl: string, login: string): Promise<string> => {
    const jar = new Map<string, string>()
    const remember = (res: Response) => {
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';')
        const eq = pair!.indexOf('=')
        jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim())
      }
    }
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    let url = authorizeUrl
    let body: URLSearchParams | undefined
    for (let hop = 0; hop < 20; hop++) {
      if (!url.startsWith(issuer)) return new URL(url).search
      const res = await fetch(url, {
        method: body ? 'POST' : 'GET', redirect: 'manual', body,
        headers: { cookie: cookie(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      })
      remember(res)
      body = undefined
      const location = res.headers.get('location')
      if (location) {
        url = new URL(location, url).href
        continue
      }
      const html = await res.text()
      // The interaction page: its form posts back to the same URL.
      if (html.includes('name="prompt" value="login"')) body = new URLSearchParams({ prompt: 'login', login, password: 'any' })
      else if (html.includes('name="prompt" value="consent"')) body = new URLSearchParams({ prompt: 'consent' })
      else throw new Error(`unexpected provider page at ${url}: HTTP ${res.status} ${html.slice(0, 300)}`)
    }
    throw new Error('too many redirects at the provider')
  }

  return {
    issuer, clientId, clientSecret, signingKey, signIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
