import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { S3Config } from '../config/config.js'
import { assertFileKey, folderPrefix } from './file-key.js'
import type { FileStore } from './file-store.js'

/** DeleteObjects takes at most 1000 keys a call (the S3 API's limit), as ListObjectsV2 returns. */
const DELETE_BATCH = 1000

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Garage, R2...), one object per key, the
 * content type kept as the object's Content-Type. Path-style addressing (`<endpoint>/<bucket>/<key>`),
 * since self-hosted servers rarely have a DNS name per bucket. Checksums only where the API
 * requires them: the SDK's newer default ones are refused by several S3-compatible servers.
 *
 * @example const files = s3FileStore({ endpoint: 'http://localhost:9000', bucket: 'iqs', region: 'us-east-1', credentials })
 */
export function s3FileStore(config: S3Config): FileStore & { close(): void } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.credentials ? { credentials: config.credentials } : {}),
  })
  const Bucket = config.bucket
  return {
    kind: 's3',
    async put(key, content, contentType) {
      assertFileKey(key)
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: content, ContentType: contentType }))
    },
    async get(key) {
      assertFileKey(key)
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        if (!object.Body) return undefined
        const content = Buffer.from(await object.Body.transformToByteArray())
        return { content, contentType: object.ContentType ?? 'application/octet-stream' }
      } catch (error) {
        if (isNotFound(error)) return undefined
        throw error
      }
    },
    async delete(key) {
      assertFileKey(key)
      // S3 answers 204 for a key it does not have: deleting twice is fine, as with the local store.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    async deletePrefix(prefix) {
      const Prefix = folderPrefix(prefix)
      // List from the start each round: the keys just deleted are gone, so no continuation token
      // can go stale, and a batch the server refused stops the loop instead of repeating forever.
      for (;;) {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, MaxKeys: DELETE_BATCH }))
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []))
        if (keys.length === 0) return
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
        )
        if (result.Errors?.length) {
          const first = result.Errors[0]
          throw new Error(
            `S3 refused to delete ${result.Errors.length} object(s) under ${Prefix}: ${first?.Key} ${first?.Code} ${first?.Message}`,
          )
        }
      }
    },
    close() {
      client.destroy()
    },
  }
}

/**
 * A missing object: S3 says NoSuchKey, some compatible servers only a bare 404. A missing bucket
 * is a 404 too, but a misconfiguration to report, not a file to answer "not found" for.
 */
function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  if (name === 'NoSuchBucket') return false
  return name === 'NoSuchKey' || $metadata?.httpStatusCode === 404
}
