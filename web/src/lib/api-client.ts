import type { ErrorCode } from '@iqs/protocol'

/** The api's origin; empty when the web app is served by the api itself (the default). */
export const API_BASE: string = (import.meta.env.VITE_API_URL as string | undefined) ?? ''

/** Spec §7: every call times out after 10 s. */
export const API_TIMEOUT_MS = 10_000

/**
 * The client's own codes, for failures the api did not word: no answer (`NETWORK`, `TIMEOUT`), an
 * error answer without a code of ours (`HTTP`), a success answer without `data`
 * (`INVALID_RESPONSE`). The web has a text for each, as for every api code.
 */
export const CLIENT_ERROR_CODES = ['NETWORK', 'TIMEOUT', 'HTTP', 'INVALID_RESPONSE'] as const
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number]

/** What `ApiError.code` can be: switch on these, never on messages. */
export type ApiErrorCode = ErrorCode | ClientErrorCode

/**
 * A failed call: the api's coded error (`{ error: { code, message, details? } }`; `message` is the
 * api's English default, the web words the code itself: lib/error-text.ts), or a failure before
 * any answer: `status` 0 with code `NETWORK` or `TIMEOUT`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, string | number | boolean | undefined | null>
  /** JSON unless it is a FormData, URLSearchParams or Blob, which go as they are (multipart, form). */
  body?: unknown
  signal?: AbortSignal | undefined
}

export interface ApiClientOptions {
  /** Prefix of every path; default API_BASE. */
  baseUrl?: string
  timeoutMs?: number
  /** Default: the global fetch, looked up at call time. */
  fetch?: typeof fetch
  /** Spec §8: "Fetch failures are logged and rethrown". */
  log?: (message: string, error: unknown) => void
}

/** An api client; `request` resolves to the answer's `data`. */
export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>
  /**
   * Renews the access token once (`POST /api/refresh`), shared with every other caller that met a
   * 401 meanwhile; for requests made outside `request` (an upload through XMLHttpRequest).
   */
  refreshSession(): Promise<void>
  /**
   * Called when the server refuses a refresh (401, or 403 ACCOUNT_SUSPENDED): the session is over (the
   * app clears its user, role Guest). A refresh that fails for want of an
   * answer (network, timeout, 5xx) still rejects the held requests but does
   * not end the session: the next call tries again.
   */
  onSessionExpired(listener: (error: ApiError) => void): () => void
}

/**
 * Calls that must not trigger a refresh: they are the sign-in machinery
 * itself, and a 401 from them means "wrong credentials" or "no session",
 * not "access token expired".
 */
const AUTH_PATHS = [
  '/api/login',
  '/api/register',
  '/api/refresh',
  '/api/logout',
  '/api/auth/',
  '/api/password/',
]

/** Signed-in calls under those prefixes: an expired access token is refreshed for them like any other. */
const REFRESHABLE_PATHS = ['/api/logout/all']

function isAuthPath(path: string): boolean {
  const bare = path.split('?')[0] ?? path
  if (REFRESHABLE_PATHS.includes(bare)) return false
  return AUTH_PATHS.some((prefix) =>
    prefix.endsWith('/') ? bare.startsWith(prefix) : bare === prefix || bare.startsWith(`${prefix}/`),
  )
}

/**
 * Makes an api client: cookie credentials, JSON, the 10 s timeout,
 * `{ data }` unwrapped and `{ error }` thrown as an `ApiError`; and the
 * spec's session upkeep (§7, §8): after a 401 it calls `POST /api/refresh`
 * once, holds every other request that fails meanwhile, then replays each
 * one once. If the refresh fails, every held request is rejected with the
 * refresh's error; if the server refused it (401), the session-expired
 * listeners run too.
 *
 * The queue is one shared promise: whoever meets a 401 while a refresh is
 * under way waits on it instead of starting another, so the single-use
 * refresh cookie is spent once, as the server's reuse detection requires.
 *
 * @example
 * const client = createApiClient()
 * const me = await client.request<Me>('/api/me')
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? API_BASE
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const log = options.log ?? ((message, error) => console.error(message, error))
  const expiredListeners = new Set<(error: ApiError) => void>()
  let refreshing: Promise<void> | null = null

  async function send<T>(path: string, request: RequestOptions): Promise<T> {
    const url = buildUrl(baseUrl, path, request.query)
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const onCallerAbort = () => controller.abort(request.signal?.reason)
    if (request.signal?.aborted) onCallerAbort()
    request.signal?.addEventListener('abort', onCallerAbort, { once: true })

    const { body, headers } = encodeBody(request.body)
    let response: Response
    try {
      response = await doFetch(url, {
        method: request.method ?? 'GET',
        credentials: 'include',
        headers: { accept: 'application/json', ...headers },
        body,
        signal: controller.signal,
      })
    } catch (error) {
      if (request.signal?.aborted && !timedOut) throw error
      log(`api ${path} failed`, error)
      throw timedOut
        ? new ApiError(0, 'TIMEOUT', 'The server took too long to answer')
        : new ApiError(0, 'NETWORK', (error as Error).message || 'Network error')
    } finally {
      clearTimeout(timer)
      request.signal?.removeEventListener('abort', onCallerAbort)
    }

    if (response.status === 204) return undefined as T
    // The api answers only codes of the protocol's ERROR_CODES (its fuzz test checks every route).
    const payload = (await response.json().catch(() => null)) as {
      data?: T
      error?: { code?: ErrorCode; message?: string; details?: unknown }
    } | null
    if (!response.ok) {
      const error = payload?.error
      throw new ApiError(
        response.status,
        error?.code ?? 'HTTP',
        error?.message ?? (response.statusText || `HTTP ${response.status}`),
        error?.details,
      )
    }
    if (!payload || !('data' in payload)) {
      throw new ApiError(response.status, 'INVALID_RESPONSE', 'Invalid response from server')
    }
    return payload.data as T
  }

  function refreshSession(): Promise<void> {
    refreshing ??= send<unknown>('/api/refresh', { method: 'POST' })
      .then(
        () => undefined,
        (error: unknown) => {
          const apiError =
            error instanceof ApiError ? error : new ApiError(0, 'NETWORK', (error as Error).message)
          // A suspended account (403 ACCOUNT_SUSPENDED, issue 18) is signed out as an expired one is.
          if (apiError.status === 401 || apiError.code === 'ACCOUNT_SUSPENDED')
            for (const listener of expiredListeners) listener(apiError)
          throw apiError
        },
      )
      .finally(() => {
        refreshing = null
      })
    return refreshing
  }

  return {
    async request<T>(path: string, request: RequestOptions = {}): Promise<T> {
      try {
        return await send<T>(path, request)
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 401 || isAuthPath(path)) throw error
        await refreshSession()
        // Once: a second 401 is final.
        return send<T>(path, request)
      }
    },
    refreshSession,
    onSessionExpired(listener) {
      expiredListeners.add(listener)
      return () => expiredListeners.delete(listener)
    },
  }
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const search = params.toString()
  const url = `${baseUrl}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`
  // Absolute, as fetch outside a page (tests, workers) needs it.
  return typeof window === 'undefined' ? url : new URL(url, window.location.origin).toString()
}

function encodeBody(body: unknown): { body: BodyInit | null; headers: Record<string, string> } {
  if (body === undefined) return { body: null, headers: {} }
  // The browser sets multipart and form content types itself (with the boundary).
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob)
    return { body, headers: {} }
  return { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
}

/** The app's client. */
export const apiClient: ApiClient = createApiClient()

/**
 * A call through the app's client (see createApiClient).
 *
 * @example
 * const page = await apiRequest<Page<Project>>('/api/projects', { query: { page: 2 } })
 */
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return apiClient.request<T>(path, options)
}

/** The browser address of a file under the api's storage path (ads, CVs, downloads). */
export function storageUrl(key: string): string {
  return `${API_BASE}/api/storage/${key}`
}

/** An api path (`/api/...`) as the browser should fetch it. */
export function apiUrl(path: string): string {
  return `${API_BASE}${path}`
}
