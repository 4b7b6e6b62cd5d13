/** The part of JSON Schema the OpenAPI document of fastify-type-provider-zod uses. */
export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  default?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number | boolean
  minItems?: number
  maxItems?: number
  nullable?: boolean
}

export interface Parameter {
  name: string
  schema: JsonSchema
  required: boolean
}

/** One operation of the document, with what a request to it is made of. */
export interface Operation {
  /** `POST /api/iqs/order`: stable, used to sort and to seed. */
  id: string
  method: string
  /** The OpenAPI path, e.g. `/api/projects/{id}`. */
  template: string
  pathParams: Parameter[]
  query: Parameter[]
  body?: { schema: JsonSchema; required: boolean }
  /** Takes a multipart form, parsed by hand (its fields are not in the document). */
  multipart: boolean
}

interface OpenApiOperation {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> }
  consumes?: string[]
  summary?: string
  description?: string
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete'])

/** Every operation of the OpenAPI document, sorted by id so runs do the same in the same order. */
export function listOperations(document: unknown): Operation[] {
  const operations: Operation[] = []
  for (const [template, byMethod] of Object.entries((document as OpenApiDocument).paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!METHODS.has(method)) continue
      const parameters = operation.parameters ?? []
      const of = (where: string) =>
        parameters
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required ?? where === 'path' }))
      const json = operation.requestBody?.content?.['application/json']?.schema
      const text = `${operation.summary ?? ''} ${operation.description ?? ''}`
      operations.push({
        id: `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        template,
        pathParams: of('path'),
        query: of('query'),
        body: json ? { schema: json, required: operation.requestBody?.required ?? false } : undefined,
        multipart: /multipart/i.test(text) || (operation.consumes ?? []).includes('multipart/form-data'),
      })
    }
  }
  return operations.sort((a, b) => a.id.localeCompare(b.id))
}

/** The URL of an operation with each path parameter's raw (already encoded) text. */
export function fillPath(template: string, raw: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => raw[name] ?? 'x')
}

/** A query string from raw (already encoded) pairs; a name may repeat. */
export function queryString(pairs: Array<[string, string]>): string {
  return pairs.length
    ? `?${pairs.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&')}`
    : ''
}
