import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../../src/demo/demo-accounts.js'
import { seedDemo } from '../../../src/demo/seed-demo.js'
import { CookieJar, startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { call, myProfile, type Person } from './profile-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`demo profiles on ${backend.name}`, () => {
    let t: AccountsTestApp

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      await seedDemo(t.database.db, t.app.files)
    })
    afterAll(() => t.close())

    const signIn = async (email: string): Promise<Person> => {
      const jar = new CookieJar()
      const login = await t.send(jar, {
        method: 'POST',
        url: '/api/login',
        payload: { email, password: DEMO_PASSWORD },
      })
      expect(login.statusCode).toBe(200)
      return { jar, id: (login.json() as { data: { user: { id: number } } }).data.user.id }
    }

    it.each(['consultant@iqs.demo', 'partner@iqs.demo'])(
      'gives %s a complete profile with a cropped photo',
      async (email) => {
        const person = await signIn(email)
        const profile = await myProfile(t, person)
        expect(profile.completeness.percent).toBe(100)
        expect(profile.education).toHaveLength(2)
        expect(profile.experience.length).toBeGreaterThanOrEqual(2)
        expect(profile.publications).toHaveLength(1)
        expect(profile.languages).toHaveLength(3)
        expect(profile.skills).toHaveLength(4)
        const avatar = await call(t, undefined, 'GET', profile.photo!.avatar_url)
        expect(await sharp(avatar.rawPayload).metadata()).toMatchObject({
          format: 'webp',
          width: 400,
          height: 400,
        })
      },
    )

    it('seeds once: a second start adds nothing and keeps what the member changed', async () => {
      const person = await signIn('consultant@iqs.demo')
      await call(t, person, 'PUT', '/api/network/profile/headline', {
        title: 'Changed in the demo',
        summary: '',
      })
      await seedDemo(t.database.db, t.app.files)
      const profile = await myProfile(t, person)
      expect(profile.title).toBe('Changed in the demo')
      expect(profile.skills).toHaveLength(4)
    })
  })
}
