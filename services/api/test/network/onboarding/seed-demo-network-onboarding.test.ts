import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../../../src/demo/seed-demo.js'
import { seedDemoNetworkOnboarding } from '../../../src/demo/seed-demo-network-onboarding.js'
import { detectFormat } from '../../../src/platform/files/file-type.js'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`demo onboardings on ${backend.name}`, () => {
    let t: AccountsTestApp

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      await seedDemo(t.database.db)
    })
    afterAll(() => t.close())

    const statusOf = async (email: string) =>
      t.database.db
        .selectFrom('network_members')
        .innerJoin('users', 'users.id', 'network_members.user_id')
        .select([
          'network_members.status',
          'network_members.cv_key',
          'users.phone',
          'network_members.company_name',
        ])
        .where('users.email', '=', email)
        .executeTakeFirst()

    it('approves the role accounts and leaves one applicant per role pending, once', async () => {
      expect(await seedDemoNetworkOnboarding(t.app)).toBe(8)
      expect(await statusOf('client@iqs.demo')).toMatchObject({
        status: 'APPROVED',
        company_name: 'Acme Banque SA',
      })
      expect(await statusOf('iqstem@iqs.demo')).toMatchObject({ status: 'APPROVED', phone: '+33612345604' })
      for (const email of ['pending-client', 'pending-consultant', 'pending-partner', 'pending-iqstem'])
        expect((await statusOf(`${email}@iqs.demo`))?.status).toBe('PENDING')

      // The CV is a real PDF in the file store, under the member's prefix.
      const consultant = await statusOf('consultant@iqs.demo')
      expect(consultant?.status).toBe('APPROVED')
      const file = await t.app.files.get(consultant!.cv_key!)
      expect((await detectFormat(file!.content))?.format).toBe('pdf')

      // Idempotent: a second start changes nothing, and keeps what a demo user edited.
      await t.database.db
        .updateTable('network_members')
        .set({ company_name: 'Renamed by the demo user' })
        .where('company_name', '=', 'Acme Banque SA')
        .execute()
      expect(await seedDemoNetworkOnboarding(t.app)).toBe(0)
      expect((await statusOf('client@iqs.demo'))?.company_name).toBe('Renamed by the demo user')
    })
  })
}
