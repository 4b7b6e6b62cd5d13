import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, createApiClient } from './api-client.js'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const expired = () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'You must be signed in' } })

/** A fetch double that answers each call with the next answer given for its path. */
function fakeFetch(answers: Record<string, Array<() => Response | Promise<Response>>>) {
  const calls: Array<{ url: string; init: RequestInit }> = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { pathname, search } = new URL(String(input))
    const url = `${pathname}${search}`
    calls.push({ url, init })
    const path = pathname
    const next = answers[path]?.shift()
    if (!next) throw new Error(`unexpected call ${url}`)
    return next()
  })
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls,
    count: (path: string) => calls.filter((c) => c.url.startsWith(path)).length,
  }
}

const quiet = { log: () => undefined }

afterEach(() => {
  vi.useRealTimers()
})

describe('api client', () => {
  it('sends cookies and JSON, and unwraps { data }', async () => {
    const f = fakeFetch({ '/api/things': [() => json(200, { data: { id: 1 } })] })
    const client = createApiClient({ baseUrl: '', fetch: f.fetch, ...quiet })
    const data = await client.request('/api/things', {
      method: 'POST',
      body: { a: 1 },
      query: { page: 2, q: '' },
    })
    expect(data).toEqual({ id: 1 })
    const { url, init } = f.calls[0]!
    expect(url).toBe('/api/things?page=2')
    expect(init.credentials).toBe('include')
    expect(init.method).toBe('POST')
    expect(init.body).toBe('{"a":1}')
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', accept: 'application/json' })
  })

  it('sends a FormData body as it is, for multipart forms', async () => {
    const f = fakeFetch({ '/api/upload': [() => json(200, { data: true })] })
    const client = createApiClient({ baseUrl: '', fetch: f.fetch, ...quiet })
    const form = new FormData()
    form.set('code', 'abc')
    await client.request('/api/upload', { method: 'POST', body: form })
    expect(f.calls[0]!.init.body).toBe(form)
    expect(f.calls[0]!.init.headers).not.toHaveProperty('content-type')
  })

  it('throws an ApiError with the status, code and message of { error }', async () => {
    const f = fakeFetch({
      '/api/login': [
        () => json(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } }),
      ],
    })
    const client = createApiClient({ baseUrl: '', fetch: f.fetch, ...quiet })
    const error = await client.request('/api/login', { method: 'POST', body: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    })
    // The sign-in call itself never triggers a refresh.
    expect(f.count('/api/refresh')).toBe(0)
  })

  it('rejects a success without data: "Invalid response from server"', async () => {
    const f = fakeFetch({ '/api/login': [() => json(200, { user: {} })] })
    const client = createApiClient({ baseUrl: '', fetch: f.fetch, ...quiet })
    await expect(client.request('/api/login')).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      message: 'Invalid response from server',
    })
  })

  it('turns a network failure into ApiError NETWORK, status 0, and logs it', async () => {
    const log = vi.fn()
    const client = createApiClient({
      baseUrl: '',
      fetch: (async () => {
        throw new TypeError('Failed to fetch')
      }) as unknown as typeof fetch,
      log,
    })
    await expect(client.request('/api/adds')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: 'Failed to fetch',
    })
    expect(log).toHaveBeenCalledOnce()
  })

  it('gives up after 10 s with ApiError TIMEOUT', async () => {
    vi.useFakeTimers()
    const client = createApiClient({
      baseUrl: '',
      ...quiet,
      fetch: ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        })) as unknown as typeof fetch,
    })
    const pending = client.request('/api/slow').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(9_999)
    await vi.advanceTimersByTimeAsync(1)
    expect(await pending).toMatchObject({ status: 0, code: 'TIMEOUT' })
  })

  it('after a 401, refreshes once and replays the request', async () => {
    const f = fakeFetch({
      '/api/me': [expired, () => json(200, { data: { id: 7 } })],
      '/api/refresh': [() => json(200, { data: {} })],
    })
    const client = createApiClient({ baseUrl: '', fetch: f.fetch, ...quiet })
    expect(await client.request('/api/me')).toEqual({ id: 7 })
    expect(f.calls.map((c) => c.url)).toEqual(['/api/me', '/api/refresh', '/api/me'])
    expect(f.calls[1]!.init.method).toBe('POST')
  })

  it('queues concurrent 401s behind one refresh and replays each request once', async () => {
    let finishRefresh: () => void = () => undefined
    const f = fakeFetch({
      '/api/a': [expired, () => json(200, { data: 'a' })],
      '/api/b': [expired, () => json(200, { data: 'b' })],
      '/api/c': [expired, () => json(200, { data: 'c' })],
      '/api/refresh': [
        () => new Promise<Response>((resolve) => (finishRefresh = () => resolve(json(200, { data: {} })))),
      ],
    })
    const client = createApiClient({ baseUrl: '', fetch: f.fetch, ...quiet })
    const all = Promise.all([client.request('/api/a'), client.request('/api/b'), client.request('/api/c')])
    await vi.waitFor(() => expect(f.count('/api/refresh')).toBe(1))
    // While the refresh runs, nothing is replayed.
    expect(f.calls).toHaveLength(4)
    finishRefresh()
    expect(await all).toEqual(['a', 'b', 'c'])
    expect(f.count('/api/refresh')).toBe(1)
    expect([f.count('/api/a'), f.count('/api/b'), f.count('/api/c')]).toEqual([2, 2, 2])
  })

  it('rejects every queued request when the refresh fails, and says the session expired', async () => {
    const f = fakeFetch({
      '/api/a': [expired],
      '/api/b': [expired],
      '/api/refresh': [
        () => json(401, { error: { code: 'SESSION_EXPIRED', message: 'Your session has expired.' } }),
      ],
    })
    const client = createApiClient({ baseUrl: '', fetch: f.fetch, ...quiet })
    const onExpired = vi.fn()
    client.onSessionExpired(onExpired)
    const results = await Promise.allSettled([client.request('/api/a'), client.request('/api/b')])
    for (const result of results) {
      expect(result.status).toBe('rejected')
      expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 401, code: 'SESSION_EXPIRED' })
    }
    expect(f.count('/api/refresh')).toBe(1)
    expect(f.count('/api/a')).toBe(1) // never replayed
    expect(onExpired).toHaveBeenCalledOnce()
  })

  it('ends the session of an account suspended meanwhile (403 ACCOUNT_SUSPENDED on refresh)', async () => {
    const f = fakeFetch({
      '/api/a': [expired],
      '/api/refresh': [
        () => json(403, { error: { code: 'ACCOUNT_SUSPENDED', message: 'This account is suspended' } }),
      ],
    })
    const client = createApiClient({ baseUrl: '', fetch: f.fetch, ...quiet })
    const onExpired = vi.fn()
    client.onSessionExpired(onExpired)
    await expect(client.request('/api/a')).rejects.toMatchObject({ status: 403, code: 'ACCOUNT_SUSPENDED' })
    expect(onExpired).toHaveBeenCalledOnce()
  })

  it('keeps the session when the refresh gets no answer, and rejects the request', async () => {
    const f = fakeFetch({
      '/api/me': [expired],
      '/api/refresh': [() => Promise.reject(new TypeError('Failed to fetch'))],
    })
    const client = createApiClient({ baseUrl: '', fetch: f.fetch, ...quiet })
    const onExpired = vi.fn()
    client.onSessionExpired(onExpired)
    await expect(client.request('/api/me')).rejects.toMatchObject({ status: 0, code: 'NETWORK' })
    expect(onExpired).not.toHaveBeenCalled()
  })

  it('refreshes for /api/logout/all, a signed-in call under the logout prefix', async () => {
    const f = fakeFetch({
      '/api/logout/all': [expired, () => json(200, { data: { revokedSessions: 2 } })],
      '/api/refresh': [() => json(200, { data: {} })],
    })
    const client = createApiClient({ baseUrl: '', fetch: f.fetch, ...quiet })
    expect(await client.request('/api/logout/all', { method: 'POST' })).toEqual({ revokedSessions: 2 })
  })

  it('retries a request once only: a second 401 is final', async () => {
    const f = fakeFetch({
      '/api/me': [expired, expired],
      '/api/refresh': [() => json(200, { data: {} })],
    })
    const client = createApiClient({ baseUrl: '', fetch: f.fetch, ...quiet })
    await expect(client.request('/api/me')).rejects.toMatchObject({ status: 401 })
    expect(f.count('/api/me')).toBe(2)
    expect(f.count('/api/refresh')).toBe(1)
  })

  it.each(['/api/login/totp', '/api/register', '/api/logout', '/api/auth/google/callback', '/api/refresh'])(
    'does not refresh for the auth endpoint %s',
    async (path) => {
      const f = fakeFetch({ [path]: [expired] })
      const client = createApiClient({ baseUrl: '', fetch: f.fetch, ...quiet })
      await expect(client.request(path, { method: 'POST' })).rejects.toMatchObject({ status: 401 })
      expect(f.calls).toHaveLength(1)
    },
  )

  it('starts a new refresh for a later 401, once the first one is over', async () => {
    const f = fakeFetch({
      '/api/me': [expired, () => json(200, { data: 1 }), expired, () => json(200, { data: 2 })],
      '/api/refresh': [() => json(200, { data: {} }), () => json(200, { data: {} })],
    })
    const client = createApiClient({ baseUrl: '', fetch: f.fetch, ...quiet })
    expect(await client.request('/api/me')).toBe(1)
    expect(await client.request('/api/me')).toBe(2)
    expect(f.count('/api/refresh')).toBe(2)
  })
})
