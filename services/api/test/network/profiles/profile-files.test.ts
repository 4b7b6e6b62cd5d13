import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import {
  call,
  codeOf,
  landscapePng,
  myProfile,
  newPerson,
  PDF,
  profileOf,
  upload,
  type Person,
} from './profile-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

const PHOTO = '/api/network/profile/photo'

for (const backend of journeyDatabases()) {
  describe(`profile photo and publication files on ${backend.name}`, () => {
    let t: AccountsTestApp
    let owner: Person
    let other: Person
    let admin: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      owner = await newPerson(t, 'ExecPartner')
      other = await newPerson(t, 'Consultant')
      admin = await newPerson(t, 'Admin')
    })
    afterAll(() => t.close())

    const storedKeys = async (userId: number) =>
      t.database.db
        .selectFrom('network_profiles')
        .select(['avatar_key', 'thumbnail_key'])
        .where('user_id', '=', userId)
        .executeTakeFirst()

    it('crops the centre square of a photo to a 400x400 avatar and a 96x96 thumbnail in WebP', async () => {
      const saved = profileOf(
        await upload(t, owner, PHOTO, {
          content: await landscapePng(),
          filename: 'me.png',
          contentType: 'image/png',
        }),
      )
      expect(saved.photo).not.toBeNull()
      expect(saved.completeness.sections.photo).toBe(true)
      const keys = await storedKeys(owner.id)
      const avatar = await t.app.files.get(keys!.avatar_key!)
      const thumbnail = await t.app.files.get(keys!.thumbnail_key!)
      expect(avatar?.contentType).toBe('image/webp')
      expect(await sharp(avatar!.content).metadata()).toMatchObject({
        format: 'webp',
        width: 400,
        height: 400,
      })
      expect(await sharp(thumbnail!.content).metadata()).toMatchObject({
        format: 'webp',
        width: 96,
        height: 96,
      })

      // Served to anyone, signed in or not: the leaders cards are public.
      const served = await call(t, undefined, 'GET', saved.photo!.thumbnail_url)
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/webp')
      expect((await call(t, other, 'GET', saved.photo!.avatar_url)).statusCode).toBe(200)
    })

    it('replaces the previous photo and deletes its files', async () => {
      const before = await storedKeys(owner.id)
      const webp = await sharp(await landscapePng(300, 900))
        .webp()
        .toBuffer()
      profileOf(await upload(t, owner, PHOTO, { content: webp, filename: 'me.webp' }))
      const after = await storedKeys(owner.id)
      expect(after!.avatar_key).not.toBe(before!.avatar_key)
      expect(await t.app.files.get(before!.avatar_key!)).toBeUndefined()
      expect(await t.app.files.get(before!.thumbnail_key!)).toBeUndefined()
      const avatar = await t.app.files.get(after!.avatar_key!)
      expect(await sharp(avatar!.content).metadata()).toMatchObject({ width: 400, height: 400 })
    })

    it('refuses a file that is not a JPEG, PNG or WebP by content, whatever its name, and keeps the photo', async () => {
      const before = await storedKeys(owner.id)
      const gif = await sharp(await landscapePng(50, 50))
        .gif()
        .toBuffer()
      for (const file of [
        { content: PDF, filename: 'me.png', contentType: 'image/png' },
        { content: Buffer.from('not an image at all'), filename: 'me.jpg' },
        { content: gif, filename: 'me.gif' },
      ]) {
        const response = await upload(t, owner, PHOTO, file)
        expect(response.statusCode, file.filename).toBe(415)
        expect(codeOf(response)).toBe('KYC_FORMAT_NOT_ALLOWED')
        expect((response.json() as { error: { message: string } }).error.message).toContain(
          'File format not allowed, allowed formats are :',
        )
      }
      expect(await storedKeys(owner.id)).toEqual(before)
    })

    it('refuses a 20 MB photo with the spec message and keeps the photo', async () => {
      const before = await storedKeys(owner.id)
      const big = Buffer.concat([await landscapePng(), Buffer.alloc(20 * 1024 * 1024)])
      const response = await upload(t, owner, PHOTO, { content: big, filename: 'big.png' })
      expect(response.statusCode).toBe(413)
      expect(codeOf(response)).toBe('KYC_FILE_TOO_LARGE')
      expect((response.json() as { error: { message: string } }).error.message).toContain(
        'File size should not exceed',
      )
      expect(await storedKeys(owner.id)).toEqual(before)
    })

    it('refuses uploads of other roles and guests, and a body that is not a form', async () => {
      const png = await landscapePng(100, 100)
      expect(codeOf(await upload(t, admin, PHOTO, { content: png, filename: 'a.png' }))).toBe(
        'ROLE_FORBIDDEN',
      )
      expect((await upload(t, undefined, PHOTO, { content: png, filename: 'a.png' })).statusCode).toBe(401)
      expect((await call(t, owner, 'PUT', PHOTO, { file: 'x' })).statusCode).toBe(415)
    })

    it('removes the photo on request', async () => {
      const before = await storedKeys(owner.id)
      const removed = profileOf(await call(t, owner, 'DELETE', PHOTO))
      expect(removed.photo).toBeNull()
      expect(await t.app.files.get(before!.avatar_key!)).toBeUndefined()
      expect(
        (await call(t, undefined, 'GET', `/api/network/profiles/${owner.id}/photo/avatar`)).statusCode,
      ).toBe(404)
    })

    it('attaches a PDF to a publication, readable by signed-in members only', async () => {
      const created = profileOf(
        await call(t, owner, 'POST', '/api/network/profile/publications', {
          title: 'Paper',
          date: '2024-01-02',
          link: '',
        }),
      )
      const id = created.publications[0]!.id
      const url = `/api/network/profile/publications/${id}/file`
      const refused = await upload(t, owner, url, {
        content: await landscapePng(10, 10),
        filename: 'paper.pdf',
      })
      expect(refused.statusCode).toBe(415)
      expect(codeOf(refused)).toBe('KYC_FORMAT_NOT_ALLOWED')
      expect((await myProfile(t, owner)).publications[0]!.file_url).toBeNull()
      // Another member cannot attach to my publication.
      expect(codeOf(await upload(t, other, url, { content: PDF, filename: 'p.pdf' }))).toBe(
        'PROFILE_ENTRY_NOT_FOUND',
      )

      const saved = profileOf(await upload(t, owner, url, { content: PDF, filename: 'paper.pdf' }))
      const fileUrl = saved.publications[0]!.file_url!
      for (const reader of [owner, other, admin]) {
        const response = await call(t, reader, 'GET', fileUrl)
        expect(response.statusCode).toBe(200)
        expect(response.headers['content-type']).toBe('application/pdf')
        expect(response.rawPayload.equals(PDF)).toBe(true)
      }
      expect((await call(t, undefined, 'GET', fileUrl)).statusCode).toBe(401)

      // Deleting the publication deletes its file.
      const key = (
        await t.database.db
          .selectFrom('network_profile_entries')
          .select('file_key')
          .where('id', '=', id)
          .executeTakeFirst()
      )?.file_key
      profileOf(await call(t, owner, 'DELETE', `/api/network/profile/publications/${id}`))
      expect(await t.app.files.get(key!)).toBeUndefined()
      expect((await call(t, other, 'GET', fileUrl)).statusCode).toBe(404)
    })
  })
}
