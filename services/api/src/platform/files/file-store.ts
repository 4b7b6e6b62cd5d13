import fp from 'fastify-plugin'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** A stored file's bytes and the type it was stored with. */
export interface StoredFile {
  content: Buffer
  contentType: string
}

/**
 * The port for files users upload (CVs, photos, publication files, news attachments). Keys are
 * paths like `users/42/cv/<uuid>`: everything of one user lives under `users/<id>/`, so erasing an
 * account deletes one prefix. Adapters: a folder under DATA_DIR (the default) and an S3-compatible
 * bucket when S3_ENDPOINT and S3_BUCKET are set.
 */
export interface FileStore {
  readonly kind: 'local' | 's3'
  put(key: string, content: Buffer, contentType: string): Promise<void>
  /** The file, or undefined when no file has that key. */
  get(key: string): Promise<StoredFile | undefined>
  delete(key: string): Promise<void>
  /** Deletes every file whose key starts with `prefix` (an erased account's `users/<id>/`). */
  deletePrefix(prefix: string): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (see FileStore). */
    files: FileStore
  }
}

/** A key is a relative path of safe segments: never `..`, never absolute. */
export function assertFileKey(key: string): void {
  const segments = key.split('/')
  if (segments.some((s) => s === '' || s === '.' || s === '..' || !/^[\w.-]+$/.test(s))) {
    throw new Error(`invalid file key: ${key}`)
  }
}

/**
 * Files in a folder: `<root>/<key>` holds the bytes and `<root>/<key>.type` the content type.
 *
 * @example const files = localFileStore(path.join(config.dataDir, 'files'))
 */
export function localFileStore(root: string): FileStore {
  const at = (key: string) => {
    assertFileKey(key)
    return path.join(root, key)
  }
  return {
    kind: 'local',
    async put(key, content, contentType) {
      const file = at(key)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, content)
      await writeFile(`${file}.type`, contentType)
    },
    async get(key) {
      const file = at(key)
      const content = await readFile(file).catch(() => undefined)
      if (!content) return undefined
      const contentType = await readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream')
      return { content, contentType }
    },
    async delete(key) {
      const file = at(key)
      await rm(file, { force: true })
      await rm(`${file}.type`, { force: true })
    },
    async deletePrefix(prefix) {
      await rm(at(prefix.replace(/\/$/, '')), { recursive: true, force: true })
    },
  }
}

/** Decorates `app.files`: the given store, or a local one under `DATA_DIR/files`. */
export const fileStorePlugin = fp<{ store?: FileStore | undefined }>(
  async (app, { store }) => {
    app.decorate('files', store ?? localFileStore(path.join(app.config.dataDir, 'files')))
  },
  { name: 'file-store', dependencies: ['storage'] },
)
