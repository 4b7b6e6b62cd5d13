import { createMemoryBus } from '@iqs/bus'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CookieJar, PASSWORD, startAccountsApp, type AccountsTestApp } from '../accounts/accounts-test-kit.js'
import { LiveHub } from '../../src/iqs/live/live-hub.js'
import type { LiveSocket } from '../../src/iqs/live/live-socket.js'
import { SessionCache } from '../../src/identity/sessions/session-cache.js'
import { systemClock } from '../../src/platform/clock.js'
import type { LiveSession } from '../../src/identity/sessions/sessions.repository.js'
import { newMember, type Member } from './iqs-test-kit.js'
import { Client } from './ws-client.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

/** Opens a socket as `member` and resolves its close code once the server closes it. */
async function openSocket(url: string, member: { jar: CookieJar }) {
  const client = await Client.open(url, member.jar.header('/api/iqs/ws'))
  const closed = new Promise<number>((resolve) => client.ws.on('close', (code: number) => resolve(code)))
  // The first heartbeat proves the server registered the socket.
  await client.next((m) => m.type === 'heartbeat')
  return { client, closed }
}

for (const backend of journeyDatabases()) {
  describe(`revoked sessions close their live sockets, and the session cache forgets them, on ${backend.name}`, () => {
    let t: AccountsTestApp
    let url: string

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
      url = `${address.replace('http', 'ws')}/api/iqs/ws`
    })
    afterAll(() => t.close())

    const me = (jar: CookieJar) => t.send(jar, { method: 'GET', url: '/api/me' })
    const signInAgain = async (member: Member) => {
      const jar = new CookieJar()
      const response = await t.send(jar, {
        method: 'POST',
        url: '/api/login',
        payload: { email: member.email, password: PASSWORD },
      })
      expect(response.statusCode, response.body).toBe(200)
      return { jar }
    }

    it('sign-out: the socket gets SESSION_REVOKED and 4401, and the old cookie is refused at once', async () => {
      const member = await newMember(t)
      const { client, closed } = await openSocket(url, member)
      expect((await me(member.jar)).statusCode).toBe(200) // the session is now in the cache
      const copy = member.jar.clone()

      expect((await t.send(member.jar, { method: 'POST', url: '/api/logout' })).statusCode).toBe(200)

      expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'SESSION_REVOKED' })
      expect(await closed).toBe(4401)
      expect((await me(copy)).statusCode).toBe(401)
    })

    it('sign out everywhere closes the sockets of every session, and keeps other users’ open', async () => {
      const member = await newMember(t)
      const other = await newMember(t)
      const second = await signInAgain(member)
      const a = await openSocket(url, member)
      const b = await openSocket(url, second)
      const bystander = await openSocket(url, other)
      const copy = second.jar.clone()
      expect((await me(copy)).statusCode).toBe(200)

      const all = await t.send(member.jar, { method: 'POST', url: '/api/logout/all' })
      expect(all.json().data).toEqual({ revokedSessions: 2 })

      expect([await a.closed, await b.closed]).toEqual([4401, 4401])
      expect((await me(copy)).statusCode).toBe(401)
      // The bystander still beats after the others closed.
      const beats = bystander.client.messages.filter((m) => m.type === 'heartbeat').length
      await bystander.client.next(
        (m) =>
          m.type === 'heartbeat' &&
          bystander.client.messages.filter((x) => x.type === 'heartbeat').length > beats,
      )
      expect(bystander.client.messages.some((m) => m.type === 'error')).toBe(false)
      bystander.client.close()
    })

    it('account deletion closes the socket and ends the cached session', async () => {
      const member = await newMember(t)
      const { client, closed } = await openSocket(url, member)
      const copy = member.jar.clone()
      expect((await me(copy)).statusCode).toBe(200)

      const deleted = await t.send(member.jar, {
        method: 'POST',
        url: '/api/me/delete',
        payload: { password: PASSWORD },
      })
      expect(deleted.statusCode, deleted.body).toBe(200)

      expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'SESSION_REVOKED' })
      expect(await closed).toBe(4401)
      expect((await me(copy)).statusCode).toBe(401)
    })

    it('password reset ends the sessions (and their sockets) of the account', async () => {
      const member = await newMember(t)
      const { closed } = await openSocket(url, member)
      await t.send(new CookieJar(), {
        method: 'POST',
        url: '/api/password/forgot',
        payload: { email: member.email },
      })
      const mail = t.mails.findLast((m) => m.to === member.email)
      const token = decodeURIComponent(/token=([^\s]+)/.exec(mail?.text ?? '')?.[1] ?? '')
      expect(token, 'the reset mail carries a token').toBeTruthy()
      const reset = await t.send(new CookieJar(), {
        method: 'POST',
        url: '/api/password/reset',
        payload: { token, password: 'another long password', password_confirmation: 'another long password' },
      })
      expect(reset.statusCode, reset.body).toBe(200)
      expect(await closed).toBe(4401)
      expect((await me(member.jar)).statusCode).toBe(401)
    })
  })
}

describe('the live hub’s periodic session re-check', () => {
  function fakeSocket() {
    const socket = {
      readyState: 1,
      bufferedAmount: 0,
      sent: [] as string[],
      closedWith: undefined as number | undefined,
      send(data: string) {
        socket.sent.push(data)
      },
      close(code?: number) {
        socket.closedWith = code
        socket.readyState = 3
      },
    }
    return socket satisfies LiveSocket
  }

  it('closes the sockets whose session is no longer live (SESSION_EXPIRED, 4401), and only those', async () => {
    const hub = new LiveHub({
      bus: createMemoryBus(),
      db: undefined as never,
      bookSnapshot: async () => {
        throw new Error('not used')
      },
      catchUp: async () => undefined,
      log: { warn: () => undefined },
      clock: systemClock,
      liveSessions: async (ids) => new Set(ids.filter((id) => id === 'live')),
      sessionCheckMs: 3_600_000,
    })
    const live = fakeSocket()
    const lapsed = fakeSocket()
    hub.connect(live, 1, 'live')
    hub.connect(lapsed, 2, 'lapsed')

    expect(await hub.recheckSessions()).toBe(1)
    expect(lapsed.closedWith).toBe(4401)
    expect(JSON.parse(lapsed.sent.at(-1)!)).toMatchObject({ type: 'error', code: 'SESSION_EXPIRED' })
    expect(live.closedWith).toBeUndefined()
    expect(await hub.recheckSessions()).toBe(0)
    hub.close()
  })
})

describe('the session cache', () => {
  const session = (expiresAt: number): LiveSession => ({
    sessionId: 's1',
    stage: 'full',
    remember: false,
    method: 'password',
    expiresAt: new Date(expiresAt),
    userId: 1,
    email: 'a@example.com',
    userType: 'Client',
  })

  it('serves a session for its token within the TTL, and never after it was forgotten', () => {
    let now = 1_000
    const cache = new SessionCache({ ttlMs: 30_000, maxEntries: 2, now: () => now })
    cache.set('s1', 'digest-a', session(1_000_000))
    expect(cache.get('s1', 'digest-a')?.userId).toBe(1)
    expect(cache.get('s1', 'digest-b')).toBeUndefined()
    now += 30_000
    expect(cache.get('s1', 'digest-a')).toBeUndefined()

    cache.set('s1', 'digest-a', session(1_000_000))
    cache.forget('s1')
    expect(cache.get('s1', 'digest-a')).toBeUndefined()
    // A lookup that read the row before the revocation cannot put it back.
    cache.set('s1', 'digest-a', session(1_000_000))
    expect(cache.get('s1', 'digest-a')).toBeUndefined()
  })

  it('drops an entry whose session expired, and keeps at most maxEntries', () => {
    let now = 1_000
    const cache = new SessionCache({ ttlMs: 30_000, maxEntries: 2, now: () => now })
    cache.set('s1', 'd', session(2_000))
    now = 2_000
    expect(cache.get('s1', 'd')).toBeUndefined()
    for (const id of ['a', 'b', 'c']) cache.set(id, 'd', { ...session(1_000_000), sessionId: id })
    expect(cache.size).toBe(2)
    expect(cache.get('a', 'd')).toBeUndefined()
    expect(cache.get('c', 'd')?.sessionId).toBe('c')
  })
})
