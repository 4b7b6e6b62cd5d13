import http from 'node:http'

/** One HTTP answer, its body parsed as JSON when it is JSON. */
export interface HttpAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the api's envelopes are read field by field
  body: any
  text: string
}

/** The cookies of one signed-in user, as a browser keeps them (name=value only: no expiry within a run). */
export class Session {
  readonly cookies = new Map<string, string>()
  constructor(
    /** The simulated client address, sent as X-Forwarded-For (rate limits count per address). */
    readonly clientAddress: string,
  ) {}
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
  absorb(setCookie: string[] | undefined) {
    for (const line of setCookie ?? []) {
      const [pair] = line.split(';')
      const at = pair?.indexOf('=') ?? -1
      if (!pair || at < 1) continue
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
}

/**
 * A keep-alive HTTP/1.1 client for one base URL. node:http rather than
 * fetch: undici is not a dependency here, node:http's Agent gives the same
 * pooled keep-alive connections and costs less CPU per request, which
 * matters with the load generator on the same two cores as the server.
 *
 * @example const client = new HttpClient('http://127.0.0.1:3000', 256)
 * const me = await client.request(session, 'GET', '/api/me')
 */
export class HttpClient {
  readonly agent: http.Agent
  private readonly url: URL

  constructor(baseUrl: string, connections: number) {
    this.url = new URL(baseUrl)
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections })
  }

  get origin(): string {
    return this.url.origin
  }

  request(
    session: Session | undefined,
    method: string,
    path: string,
    body?: object | Buffer,
    extraHeaders: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders }
    let payload: Buffer | undefined
    if (body instanceof Buffer) payload = body
    else if (body !== undefined) {
      payload = Buffer.from(JSON.stringify(body))
      headers['content-type'] = 'application/json'
    }
    if (payload) headers['content-length'] = String(payload.length)
    const cookie = session?.header()
    if (cookie) headers.cookie = cookie
    if (session) headers['x-forwarded-for'] = session.clientAddress
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          agent: this.agent,
          hostname: this.url.hostname,
          port: this.url.port,
          method,
          path,
          headers,
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('error', reject)
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8')
            session?.absorb(response.headers['set-cookie'])
            let parsed: unknown = undefined
            if ((response.headers['content-type'] ?? '').includes('json') && text) {
              try {
                parsed = JSON.parse(text)
              } catch {
                parsed = undefined
              }
            }
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed, text })
          })
        },
      )
      request.on('error', reject)
      request.end(payload)
    })
  }

  close() {
    this.agent.destroy()
  }
}
