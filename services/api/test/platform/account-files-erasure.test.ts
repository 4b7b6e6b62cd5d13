import type { DatabaseHandle } from '@iqs/database'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppConfig } from '../../src/index.js'
import type { Database } from '../../src/platform/db/database.js'
import { userFilesPrefix } from '../../src/platform/files/file-store.js'
import { CookieJar, registerUser, type AccountsTestApp } from '../accounts/accounts-test-kit.js'
import { startFakeS3Server } from '../helpers/fake-s3-server.js'
import { startPlatformApp } from './platform-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

const BUCKET = 'iqs-erasure'

/** The two ways the app builds its file store from its configuration. */
const STORES: {
  name: string
  kind: 'local' | 's3'
  open(): Promise<{ overrides: Partial<AppConfig>; close(): Promise<void> }>
}[] = [
  {
    name: 'a folder under DATA_DIR (the default)',
    kind: 'local',
    async open() {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'iqs-data-'))
      return { overrides: { dataDir }, close: async () => rmSync(dataDir, { recursive: true, force: true }) }
    },
  },
  {
    name: 'an S3 bucket (S3_ENDPOINT and S3_BUCKET set)',
    kind: 's3',
    async open() {
      const s3 = await startFakeS3Server({ bucket: BUCKET })
      return {
        overrides: {
          s3: {
            endpoint: s3.endpoint,
            bucket: BUCKET,
            region: 'us-east-1',
            credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
          },
        },
        close: () => s3.close(),
      }
    },
  },
]

for (const backend of journeyDatabases()) {
  for (const store of STORES) {
    describe(`erasing an account deletes its files, on ${store.name}, on ${backend.name}`, () => {
      let database: DatabaseHandle<Database>
      let t: AccountsTestApp
      let closeStore: () => Promise<void>
      beforeAll(async () => {
        database = await backend.open<Database>()
        const opened = await store.open()
        closeStore = opened.close
        t = await startPlatformApp(database, { overrides: opened.overrides })
      })
      afterAll(async () => {
        await t.close()
        await closeStore()
        await database.destroy()
      })

      it('builds the store the configuration asks for', () => {
        expect(t.app.files.kind).toBe(store.kind)
      })

      it('deletes everything under users/<id>/ and nothing of anyone else', async () => {
        const jar = new CookieJar()
        const { user, password } = await registerUser(t, jar, { role: 'Consultant' })
        const { user: other } = await registerUser(t, new CookieJar(), { role: 'Consultant' })
        const mine = [`${userFilesPrefix(user.id)}cv/a`, `${userFilesPrefix(user.id)}photo/avatar`]
        for (const key of mine) await t.app.files.put(key, Buffer.from('personal'), 'application/pdf')
        const theirs = `${userFilesPrefix(other.id)}cv/b`
        await t.app.files.put(theirs, Buffer.from('not yours'), 'application/pdf')

        const response = await t.send(jar, { method: 'POST', url: '/api/me/delete', payload: { password } })
        expect(response.statusCode).toBe(200)

        for (const key of mine) expect(await t.app.files.get(key), key).toBeUndefined()
        expect((await t.app.files.get(theirs))?.content.toString()).toBe('not yours')
      })

      it('keeps the files when the deletion is refused', async () => {
        const jar = new CookieJar()
        const { user } = await registerUser(t, jar)
        const key = `${userFilesPrefix(user.id)}cv/kept`
        await t.app.files.put(key, Buffer.from('still mine'), 'application/pdf')
        const response = await t.send(jar, {
          method: 'POST',
          url: '/api/me/delete',
          payload: { password: 'not the password' },
        })
        expect(response.statusCode).toBe(403)
        expect((await t.app.files.get(key))?.content.toString()).toBe('still mine')
      })
    })
  }
}
