import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** An object as the fake bucket keeps it. */
export interface FakeS3Object {
  body: Buffer
  contentType: string
}

const xmlEscape = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/**
 * A tiny S3 over HTTP, path-style (`/<bucket>/<key>`), for the S3 file store's tests: PutObject,
 * GetObject, DeleteObject, ListObjectsV2 (prefix, max-keys, continuation) and DeleteObjects.
 * Signatures are not checked. `pageLimit` caps a listing page below S3's 1000, so a test can
 * make the adapter list and delete in several rounds; `requests` counts each operation.
 *
 * @example const s3 = await startFakeS3Server({ bucket: 'iqs', pageLimit: 2 })
 */
export async function startFakeS3Server({
  bucket,
  pageLimit = 1000,
}: {
  bucket: string
  pageLimit?: number
}) {
  const objects = new Map<string, FakeS3Object>()
  const requests: string[] = []

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake-s3')
    const [, bucketName = '', ...keyParts] = url.pathname.split('/')
    const key = keyParts.map(decodeURIComponent).join('/')
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const xml = (status: number, text: string) =>
      response
        .writeHead(status, { 'content-type': 'application/xml' })
        .end(`<?xml version="1.0" encoding="UTF-8"?>\n${text}`)
    const error = (status: number, code: string) =>
      xml(status, `<Error><Code>${code}</Code><Message>${code}</Message></Error>`)

    if (decodeURIComponent(bucketName) !== bucket) return error(404, 'NoSuchBucket')
    if (request.method === 'PUT' && key) {
      requests.push('PutObject')
      objects.set(key, { body, contentType: request.headers['content-type'] ?? 'binary/octet-stream' })
      return response.writeHead(200, { etag: '"fake"' }).end()
    }
    if (request.method === 'GET' && key) {
      requests.push('GetObject')
      const object = objects.get(key)
      if (!object) return error(404, 'NoSuchKey')
      return response
        .writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length })
        .end(object.body)
    }
    if (request.method === 'DELETE' && key) {
      requests.push('DeleteObject')
      objects.delete(key)
      return response.writeHead(204).end()
    }
    if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
      requests.push('ListObjectsV2')
      const prefix = url.searchParams.get('prefix') ?? ''
      const maxKeys = Math.min(Number(url.searchParams.get('max-keys') ?? 1000), pageLimit)
      const after = url.searchParams.get('continuation-token') ?? ''
      const matching = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort()
      const page = matching.slice(0, maxKeys)
      const truncated = matching.length > page.length
      return xml(
        200,
        `<ListBucketResult><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix>` +
          `<KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>` +
          (truncated ? `<NextContinuationToken>${xmlEscape(page.at(-1)!)}</NextContinuationToken>` : '') +
          page
            .map(
              (k) =>
                `<Contents><Key>${xmlEscape(k)}</Key><Size>${objects.get(k)!.body.length}</Size></Contents>`,
            )
            .join('') +
          `</ListBucketResult>`,
      )
    }
    if (request.method === 'POST' && url.searchParams.has('delete')) {
      requests.push('DeleteObjects')
      const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) =>
        m[1]!
          .replaceAll('&lt;', '<')
          .replaceAll('&gt;', '>')
          .replaceAll('&quot;', '"')
          .replaceAll('&amp;', '&'),
      )
      for (const k of keys) objects.delete(k)
      return xml(200, `<DeleteResult></DeleteResult>`)
    }
    return error(400, 'NotImplemented')
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
