import fc from 'fast-check'
import { BAD_CONTENT_TYPES, BAD_JSON_BODIES, BAD_JSON_VALUES, BAD_URL_TEXTS } from './bad-inputs.js'
import { badForms, form } from './multipart-bodies.js'
import { fillPath, queryString, type Operation } from './openapi-operations.js'
import { validLooking, type Hints } from './valid-looking.js'

/** One request of the fuzz run, as `app.inject` takes it. */
export interface FuzzRequest {
  label: string
  method: string
  url: string
  headers?: Record<string, string>
  payload?: string | Buffer
}

/** The text fields and the file part of each multipart operation (they are not in the document). */
const MULTIPART_FORMS: Record<string, { fields: Record<string, string>; file: string }> = {
  'POST /api/share-owners/me/kyc': {
    fields: { is_company: 'false', address: '1 rue de Rivoli', country: 'France', pep_confirmed: 'true' },
    file: 'bank',
  },
  'POST /api/admin/iqs/news': { fields: { title: 'Fuzz news', body: 'Some body text' }, file: 'file' },
  'POST /api/auth/google/callback': { fields: { code: 'fuzz-code' }, file: 'file' },
}

type Path = Array<string | number>

/**
 * The requests for one operation: a valid-looking one, then every systematic malformation (NUL in
 * each string, each required field missing, each parameter too long or badly encoded, bad bodies
 * and content types, malformed multipart), then `randomCases` more drawn with fast-check from the
 * product of fields and bad values, with `seed`. The same seed gives the same requests.
 */
export function fuzzRequests(
  operation: Operation,
  hints: Hints,
  seed: number,
  randomCases: number,
): FuzzRequest[] {
  const pathValues = Object.fromEntries(
    operation.pathParams.map((p) => [
      p.name,
      hints.params[p.name] ?? encodeURIComponent(String(validLooking(p.schema, p.name))),
    ]),
  )
  const requiredQuery: Array<[string, string]> = operation.query
    .filter((q) => q.required)
    .map((q) => [q.name, encodeURIComponent(String(hints.params[q.name] ?? validLooking(q.schema, q.name)))])
  const body = operation.body ? withHints(validLooking(operation.body.schema), hints.fields) : undefined

  const request = (
    label: string,
    change: {
      path?: Record<string, string>
      query?: Array<[string, string]>
      body?: unknown
    },
  ): FuzzRequest => {
    const url =
      fillPath(operation.template, { ...pathValues, ...change.path }) +
      queryString(change.query ?? requiredQuery)
    const payload = 'body' in change ? change.body : body
    return payload === undefined
      ? { label, method: operation.method, url }
      : {
          label,
          method: operation.method,
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        }
  }
  const baseUrl = fillPath(operation.template, pathValues) + queryString(requiredQuery)
  const raw = (label: string, contentType: string, payload: string | Buffer): FuzzRequest => ({
    label,
    method: operation.method,
    url: baseUrl,
    headers: { 'content-type': contentType },
    payload,
  })

  const systematic: FuzzRequest[] = [request('valid-looking', {})]
  const pool: FuzzRequest[] = []

  for (const param of operation.pathParams) {
    for (const [what, text] of BAD_URL_TEXTS) {
      const bad = request(`path ${param.name}: ${what}`, { path: { [param.name]: text } })
      if (['%00', '101 characters', 'bad escape %zz', 'lone surrogate in UTF-8'].includes(what))
        systematic.push(bad)
      else pool.push(bad)
    }
  }
  for (const param of operation.query) {
    const others = requiredQuery.filter(([name]) => name !== param.name)
    for (const [what, text] of BAD_URL_TEXTS) {
      const bad = request(`query ${param.name}: ${what}`, { query: [...others, [param.name, text]] })
      if (['%00', 'bad escape %zz', 'lone surrogate in UTF-8'].includes(what)) systematic.push(bad)
      else pool.push(bad)
    }
    pool.push(
      request(`query ${param.name}: repeated`, { query: [...others, [param.name, '1'], [param.name, '2']] }),
    )
  }
  pool.push(request('query: unknown parameter', { query: [...requiredQuery, ['unknown', '%00']] }))

  if (operation.body) {
    for (const path of leafPaths(body)) {
      const name = path.join('.') || '(body)'
      const current = at(body, path)
      if (typeof current === 'string' || path.length === 0)
        systematic.push(
          request(`body ${name}: NUL`, { body: replaced(body, path, `${current ?? ''}\u0000`) }),
        )
      for (const [what, value] of BAD_JSON_VALUES)
        pool.push(request(`body ${name}: ${what}`, { body: replaced(body, path, value) }))
      if (path.length) systematic.push(request(`body ${name}: missing`, { body: removed(body, path) }))
    }
    systematic.push(
      request('body: extra field', { body: { ...(body as object), extra: 'x', isAdmin: true } }),
    )
    systematic.push(
      request('body: 1 MB string', { body: { ...(body as object), padding: 'x'.repeat(1024 * 1024) } }),
    )
    for (const [what, payload] of BAD_JSON_BODIES)
      systematic.push(raw(`json body: ${what}`, 'application/json', payload))
    for (const [what, type] of BAD_CONTENT_TYPES)
      pool.push(raw(`content type: ${what}`, type, JSON.stringify(body ?? {})))
    systematic.push(raw('content type: text/plain', 'text/plain', JSON.stringify(body ?? {})))
  } else if (operation.method !== 'GET') {
    systematic.push(raw('unexpected JSON body', 'application/json', '{"a":1}'))
    systematic.push(raw('empty JSON body', 'application/json', ''))
    pool.push(raw('unexpected text body', 'text/plain', 'hello'))
  }

  if (operation.multipart) {
    const spec = MULTIPART_FORMS[operation.id] ?? { fields: { title: 'x' }, file: 'file' }
    const valid = form(spec.fields)
    systematic.push(raw('multipart: valid-looking', valid.contentType, valid.payload))
    for (const [what, bad] of badForms(spec.fields, spec.file))
      systematic.push(raw(`multipart: ${what}`, bad.contentType, bad.payload))
  } else if (operation.method !== 'GET') {
    pool.push(
      raw('multipart to a JSON route', 'multipart/form-data; boundary=x', '--x\r\n\r\nx\r\n--x--\r\n'),
    )
  }

  systematic.push({ label: 'unsupported method', method: 'PATCH', url: baseUrl })
  systematic.push({ label: 'OPTIONS', method: 'OPTIONS', url: baseUrl })

  const picked = pool.length
    ? fc.sample(
        fc.shuffledSubarray(pool, {
          minLength: Math.min(randomCases, pool.length),
          maxLength: Math.min(randomCases, pool.length),
        }),
        {
          seed,
          numRuns: 1,
        },
      )[0]!
    : []
  return [...systematic, ...picked]
}

/** The hinted value of each top-level field the body has. */
function withHints(body: unknown, fields: Hints['fields']): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body
  const hinted = Object.entries(fields).filter(([name]) => name in body)
  return { ...body, ...Object.fromEntries(hinted) }
}

/** Every leaf of a JSON value by path (the value itself when it is not an object or array). */
function leafPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.length ? value.flatMap((v, i) => leafPaths(v, [...path, i])) : [path]
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
    return entries.length ? entries.flatMap(([k, v]) => leafPaths(v, [...path, k])) : [path]
  }
  return [path]
}

function at(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string | number, unknown> | undefined)?.[key], value)
}

function replaced(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next
  const [key, ...rest] = path
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >
  copy[key!] = replaced(copy[key!], rest, next)
  return copy
}

function removed(value: unknown, path: Path): unknown {
  const [key, ...rest] = path
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >
  if (rest.length) copy[key!] = removed(copy[key!], rest)
  else if (Array.isArray(copy)) (copy as unknown[]).splice(key as number, 1)
  else delete copy[key!]
  return copy
}
