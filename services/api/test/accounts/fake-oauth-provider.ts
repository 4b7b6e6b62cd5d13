import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { OAuthProviderSettings } from '../../src/platform/config/auth-config.js'

/** A tiny OAuth 2.0 / OIDC provider on 127.0.0.1: authorize, token and userinfo endpoints. */
export interface FakeOAuthProvider {
  settings(options: { redirectUri: string; userinfoPath?: string }): OAuthProviderSettings
  /** An authorisation code that, exchanged, yields this profile (as the userinfo endpoint returns it). */
  issueCode(profile: Record<string, unknown>): string
  /** The token requests received (form fields), newest last. */
  tokenRequests: Array<Record<string, string>>
  close(): Promise<void>
}

const CLIENT_ID = 'fake-client'
const CLIENT_SECRET = 'fake-secret'

export async function startFakeOAuthProvider(): Promise<FakeOAuthProvider> {
  const codes = new Map<string, Record<string, unknown>>()
  const tokens = new Map<string, Record<string, unknown>>()
  const tokenRequests: Array<Record<string, string>> = []

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.method === 'POST' && url.pathname === '/token') {
      let raw = ''
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()))
      request.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(raw))
        tokenRequests.push(form)
        if (form.client_id !== CLIENT_ID || form.client_secret !== CLIENT_SECRET) {
          return json(401, { error: 'invalid_client', error_description: 'Unknown client' })
        }
        const profile = form.grant_type === 'authorization_code' ? codes.get(form.code ?? '') : undefined
        if (!profile) return json(400, { error: 'invalid_grant', error_description: 'Bad or used code' })
        codes.delete(form.code ?? '')
        const token = randomBytes(12).toString('hex')
        tokens.set(token, profile)
        return json(200, { access_token: token, token_type: 'Bearer', expires_in: 3600 })
      })
      return
    }
    if (request.method === 'GET' && url.pathname.startsWith('/userinfo')) {
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '')
      const profile = tokens.get(token)
      return profile ? json(200, profile) : json(401, { error: 'invalid_token' })
    }
    json(404, { error: 'not_found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    settings({ redirectUri, userinfoPath = '/userinfo' }) {
      return {
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        authorizeUrl: `${base}/authorize`,
        tokenUrl: `${base}/token`,
        userinfoUrl: `${base}${userinfoPath}`,
        scopes: ['openid', 'profile', 'email'],
        redirectUri,
      }
    },
    issueCode(profile) {
      const code = randomBytes(12).toString('hex')
      codes.set(code, profile)
      return code
    },
    tokenRequests,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
