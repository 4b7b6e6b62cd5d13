import { mkdtempSync, rmSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localFileStore, type FileStore } from '../../src/platform/files/file-store.js'
import { s3FileStore } from '../../src/platform/files/s3-file-store.js'
import { startFakeS3Server } from '../helpers/fake-s3-server.js'

const BUCKET = 'iqs-test'
/** The fake server checks no signature; the SDK still needs keys to sign with. */
const KEYS = { accessKeyId: 'test', secretAccessKey: 'test' }

/** Each adapter of the FileStore port, opened fresh; the same contract runs on every one. */
const ADAPTERS: { name: string; open(): Promise<{ store: FileStore; close(): Promise<void> }> }[] = [
  {
    name: 'local folder',
    async open() {
      const root = mkdtempSync(path.join(tmpdir(), 'iqs-files-'))
      return {
        store: localFileStore(root),
        close: async () => rmSync(root, { recursive: true, force: true }),
      }
    },
  },
  {
    name: 'S3 bucket',
    async open() {
      // Two keys a listing page: deletePrefix must go round several times.
      const s3 = await startFakeS3Server({ bucket: BUCKET, pageLimit: 2 })
      const store = s3FileStore({
        endpoint: s3.endpoint,
        bucket: BUCKET,
        region: 'us-east-1',
        credentials: KEYS,
      })
      return {
        store,
        async close() {
          store.close()
          await s3.close()
        },
      }
    },
  },
]

for (const adapter of ADAPTERS) {
  describe(`the file store contract on the ${adapter.name}`, () => {
    let store: FileStore
    let close: () => Promise<void>
    beforeAll(async () => {
      ;({ store, close } = await adapter.open())
    })
    afterAll(() => close())

    it('gives back the bytes and the content type it was given', async () => {
      const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10])
      await store.put('users/1/cv/a.pdf', bytes, 'application/pdf')
      const file = await store.get('users/1/cv/a.pdf')
      expect(file?.contentType).toBe('application/pdf')
      expect(file?.content.equals(bytes)).toBe(true)
    })

    it('answers undefined for a key it does not have', async () => {
      expect(await store.get('users/1/cv/nothing-here')).toBeUndefined()
    })

    it('deletes one key, and deleting it again is fine', async () => {
      await store.put('users/1/photo/p', Buffer.from('x'), 'image/png')
      await store.delete('users/1/photo/p')
      await store.delete('users/1/photo/p')
      expect(await store.get('users/1/photo/p')).toBeUndefined()
    })

    it('deletes every file under a folder prefix, and nothing beside it', async () => {
      for (let i = 0; i < 5; i++)
        await store.put(`users/4/cv/${i}`, Buffer.from(`cv ${i}`), 'application/pdf')
      await store.put('users/4/photo/avatar', Buffer.from('img'), 'image/webp')
      await store.put('users/42/cv/kept', Buffer.from('not user 4'), 'application/pdf')
      await store.put('users/5/cv/kept', Buffer.from('nor 5'), 'application/pdf')
      // No trailing slash: still the folder users/4/, never users/42/.
      await store.deletePrefix('users/4')
      for (let i = 0; i < 5; i++) expect(await store.get(`users/4/cv/${i}`)).toBeUndefined()
      expect(await store.get('users/4/photo/avatar')).toBeUndefined()
      expect((await store.get('users/42/cv/kept'))?.content.toString()).toBe('not user 4')
      expect((await store.get('users/5/cv/kept'))?.content.toString()).toBe('nor 5')
      await store.deletePrefix('users/99/')
    })

    it.each([
      '../etc/passwd',
      'users/1/../2/cv',
      '/etc/passwd',
      'users//1',
      '',
      'users/1/cv/a b',
      'users\\1',
    ])('refuses the key %j on every operation', async (key) => {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid file key/)
      await expect(store.get(key)).rejects.toThrow(/invalid file key/)
      await expect(store.delete(key)).rejects.toThrow(/invalid file key/)
      await expect(store.deletePrefix(key)).rejects.toThrow(/invalid file key/)
    })

    it('refuses to delete the whole store through an empty or root prefix', async () => {
      await store.put('users/6/cv/still-here', Buffer.from('x'), 'application/pdf')
      await expect(store.deletePrefix('')).rejects.toThrow(/invalid file key/)
      await expect(store.deletePrefix('/')).rejects.toThrow(/invalid file key/)
      expect(await store.get('users/6/cv/still-here')).toBeDefined()
    })
  })
}

describe('the local file store on disk', () => {
  let root: string
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'iqs-files-'))
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('writes inside its root only, and deletePrefix removes the folder', async () => {
    const store = localFileStore(root)
    await store.put('users/7/cv/x', Buffer.from('x'), 'application/pdf')
    expect(await readdir(path.join(root, 'users', '7', 'cv'))).toEqual(['x', 'x.type'])
    await store.deletePrefix('users/7/')
    expect(await readdir(path.join(root, 'users'))).toEqual([])
  })
})

describe('the S3 file store on the wire', () => {
  it('keeps the content type as the object’s metadata and deletes a prefix in batches', async () => {
    const s3 = await startFakeS3Server({ bucket: BUCKET, pageLimit: 2 })
    const store = s3FileStore({
      endpoint: s3.endpoint,
      bucket: BUCKET,
      region: 'us-east-1',
      credentials: KEYS,
    })
    try {
      await store.put('users/8/photo/a', Buffer.from('png'), 'image/png')
      expect(s3.objects.get('users/8/photo/a')?.contentType).toBe('image/png')
      for (let i = 0; i < 4; i++) await store.put(`users/8/cv/${i}`, Buffer.from('x'), 'application/pdf')
      s3.requests.length = 0
      await store.deletePrefix('users/8/')
      expect(s3.objects.size).toBe(0)
      // 5 objects, 2 a page: three rounds of list + delete, then an empty listing.
      expect(s3.requests).toEqual([
        ...Array.from({ length: 3 }, () => ['ListObjectsV2', 'DeleteObjects']).flat(),
        'ListObjectsV2',
      ])
    } finally {
      store.close()
      await s3.close()
    }
  })

  it('surfaces a bucket error other than a missing key', async () => {
    const s3 = await startFakeS3Server({ bucket: 'another-bucket' })
    const store = s3FileStore({
      endpoint: s3.endpoint,
      bucket: BUCKET,
      region: 'us-east-1',
      credentials: KEYS,
    })
    try {
      await expect(store.put('users/9/cv/a', Buffer.from('x'), 'application/pdf')).rejects.toMatchObject({
        name: 'NoSuchBucket',
      })
      await expect(store.get('users/9/cv/a')).rejects.toMatchObject({ name: 'NoSuchBucket' })
    } finally {
      store.close()
      await s3.close()
    }
  })
})
