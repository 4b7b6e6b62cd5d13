import fp from 'fastify-plugin'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { assertFileKey, folderPrefix } from './file-key.js'
import { s3FileStore } from './s3-file-store.js'

export { assertFileKey } from './file-key.js'

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
  /**
   * Deletes every file under the folder `prefix` (an erased account's `users/<id>/`); a missing
   * trailing slash is implied, so `users/4` never reaches `users/42/`.
   */
  deletePrefix(prefix: string): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (see FileStore). */
    files: FileStore
  }
}

/**
 * The prefix under which every file of one user lives (`users/<id>/`): erasing the account deletes it.
 *
 * @example await app.files.put(`${userFilesPrefix(42)}cv/${randomUUID()}`, pdf, 'application/pdf')
 */
export function userFilesPrefix(userId: number): string {
  return `users/${userId}/`
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
      await rm(path.join(root, folderPrefix(prefix)), { recursive: true, force: true })
    },
  }
}

/**
 * Decorates `app.files`: the given store (tests); else an S3-compatible bucket when S3_ENDPOINT
 * and S3_BUCKET are set; else a folder under `DATA_DIR/files`.
 */
export const fileStorePlugin = fp<{ store?: FileStore | undefined }>(
  async (app, { store }) => {
    const { s3, dataDir } = app.config
    if (store) {
      app.decorate('files', store)
    } else if (s3) {
      const bucket = s3FileStore(s3)
      app.addHook('onClose', async () => bucket.close())
      app.decorate('files', bucket)
    } else {
      app.decorate('files', localFileStore(path.join(dataDir, 'files')))
    }
  },
  { name: 'file-store', dependencies: ['storage'] },
)
