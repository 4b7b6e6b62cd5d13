import { testDatabases, type DatabaseConfig } from '@iqs/database'
import { randomBytes, randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditReplay } from '../../src/audit/replay-audit.js'
import { openScratchDatabase } from '../../src/audit/replay-scratch.js'
import { handleStreamCommand } from '../../src/platform/event-sourcing/stream-command-handler.js'
import { openKycSaved } from '../../src/iqs/share-owners/kyc-personal-data.js'
import {
  shareOwnerDecider,
  shareOwnerStreamId,
  type ShareOwnerEvent,
} from '../../src/iqs/share-owners/share-owner-decider.js'
import { shareOwnersProjection } from '../../src/iqs/share-owners/share-owners-projection.js'
import { readYourWrites } from '../../src/platform/projections/read-your-writes.js'
import { PASSWORD, startAccountsApp, type AccountsTestApp } from '../accounts/accounts-test-kit.js'
import {
  COMPLETE_INDIVIDUAL,
  multipart,
  newMember,
  SAMPLE,
  signInAdmin,
  type Member,
} from './iqs-test-kit.js'

type KycSaved = Extract<ShareOwnerEvent, { type: 'KycSaved' }>

for (const backend of testDatabases()) {
  describe(`crypto-shredding of KYC personal data on ${backend.name}`, () => {
    let t: AccountsTestApp
    let admin: { jar: Member['jar'] }

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      admin = await signInAdmin(t)
    })
    afterAll(() => t.close())

    /** Personal strings of one applicant, unique so that a search of the log finds only theirs. */
    const personalStrings = () => {
      const tag = randomUUID().slice(0, 8)
      return {
        business_name: `Lovelace Engines ${tag}`,
        address: `${tag} rue Secrète, Lyon`,
        country: `Arcadia-${tag}`,
        mobile_number: `+33 6 ${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
        idFile: `passport-${tag}.png`,
        bankFile: `rib-${tag}.pdf`,
        statutesFile: `statuts-${tag}.pdf`,
        kbisFile: `kbis-${tag}.pdf`,
      }
    }

    const streamText = async (userId: number) => {
      const { rows } = await sql<{ text: string }>`
        select data::text || metadata::text as text from events where stream_id = ${shareOwnerStreamId(userId)}
      `.execute(t.database.db)
      return rows.map((r) => r.text).join('\n')
    }

    const profile = (userId: number) =>
      t.send(admin.jar, { method: 'GET', url: `/api/admin/iqs/white-list/${userId}` })

    async function applicant() {
      const member = await newMember(t)
      const pii = personalStrings()
      const body = multipart(
        {
          ...COMPLETE_INDIVIDUAL,
          is_company: 'true',
          business_name: pii.business_name,
          address: pii.address,
          country: pii.country,
          mobile_number: pii.mobile_number,
        },
        [
          { name: 'id', filename: pii.idFile, content: SAMPLE.png },
          { name: 'bank', filename: pii.bankFile, content: SAMPLE.pdf },
          { name: 'statutes', filename: pii.statutesFile, content: SAMPLE.pdf },
          { name: 'kbis', filename: pii.kbisFile, content: SAMPLE.pdf },
        ],
      )
      const saved = await t.send(member.jar, { method: 'POST', url: '/api/share-owners/me/kyc', ...body })
      expect(saved.statusCode, saved.body).toBe(200)
      return { member, pii }
    }

    it('logs the personal fields sealed, and shows them in clear to the admin', async () => {
      const { member, pii } = await applicant()
      const text = await streamText(member.id)
      expect(text).toContain('"pii"')
      for (const value of Object.values(pii)) expect(text).not.toContain(value)

      const shown = await profile(member.id)
      expect(shown.statusCode).toBe(200)
      expect(shown.json().data).toMatchObject({
        business_name: pii.business_name,
        address: pii.address,
        country: pii.country,
        mobile_number: pii.mobile_number,
      })
      const list = await t.send(admin.jar, {
        method: 'GET',
        url: `/api/admin/iqs/white-list?query=${encodeURIComponent(pii.business_name)}`,
      })
      expect(list.statusCode, list.body).toBe(200)
      expect(JSON.stringify(list.json().data)).toContain(pii.business_name)

      // The decider still sees the clear fields, through the key.
      const [event] = (await t.app.eventStore.readStream(shareOwnerStreamId(member.id))).filter(
        (e) => e.type === 'KycSaved',
      )
      const key = await t.app.personalDataKeys.find(member.id)
      const opened = openKycSaved(event!.data as KycSaved, key)
      expect(opened.erased).toBe(false)
      expect(opened.event.details.address).toBe(pii.address)
      expect(opened.event.files.map((f) => f.fileName).sort()).toEqual(
        [pii.bankFile, pii.idFile, pii.statutesFile, pii.kbisFile].sort(),
      )
    })

    it('after the account is deleted, the key is gone, the log holds no personal string, and the owner reads as erased', async () => {
      const { member, pii } = await applicant()
      const approve = await t.send(admin.jar, {
        method: 'POST',
        url: `/api/admin/iqs/white-list/${member.id}/approve`,
      })
      expect(approve.statusCode, approve.body).toBe(200)
      const [sealed] = (await t.app.eventStore.readStream(shareOwnerStreamId(member.id))).filter(
        (e) => e.type === 'KycSaved',
      )

      const deleted = await t.send(member.jar, {
        method: 'POST',
        url: '/api/me/delete',
        payload: { password: PASSWORD },
      })
      expect(deleted.statusCode, deleted.body).toBe(200)

      const text = await streamText(member.id)
      for (const value of Object.values(pii)) expect(text).not.toContain(value)
      expect(text).toContain('ShareOwnerErased')
      const db = t.database.db
      expect(
        await db.selectFrom('personal_data_keys').selectAll().where('user_id', '=', member.id).execute(),
      ).toEqual([])
      const leftovers = await sql<{ text: string }>`
        select (select coalesce(string_agg(s::text, '|'), '') from share_owners s where s.user_id = ${member.id})
          || (select coalesce(string_agg(p::text, '|'), '') from share_owner_personal_data p where p.user_id = ${member.id})
          || (select coalesce(string_agg(f.file_name, '|'), '') from kyc_files f where f.user_id = ${member.id}) as text
      `.execute(db)
      for (const value of Object.values(pii)) expect(leftovers.rows[0]?.text).not.toContain(value)

      // Without the key the sealed event opens as erased, never throws; a wrong key likewise.
      expect(await t.app.personalDataKeys.find(member.id)).toBeUndefined()
      const withoutKey = openKycSaved(sealed!.data as KycSaved, undefined)
      expect(withoutKey.erased).toBe(true)
      expect(withoutKey.event.details).toMatchObject({
        address: null,
        businessName: null,
        mobileNumber: null,
      })
      expect(openKycSaved(sealed!.data as KycSaved, randomBytes(32)).erased).toBe(true)
      // The stream still reads (the decider's view), with the fields erased.
      expect((await t.app.eventStore.readStream(shareOwnerStreamId(member.id))).length).toBeGreaterThan(3)

      expect((await profile(member.id)).statusCode).toBe(404)
      const list = await t.send(admin.jar, {
        method: 'GET',
        url: `/api/admin/iqs/white-list?query=${encodeURIComponent(pii.business_name)}`,
      })
      expect(list.json().data).toMatchObject({ items: [] })
    })

    it('still reads KYC events written in clear before (no pii payload)', async () => {
      const member = await newMember(t)
      const address = `${randomUUID()} legacy street`
      // Straight to the store, as the events written before the sealing.
      await handleStreamCommand(
        t.app.eventStore,
        shareOwnerStreamId(member.id),
        shareOwnerDecider,
        {
          type: 'SaveKyc',
          userId: member.id,
          details: {
            isCompany: false,
            businessName: null,
            address,
            country: 'France',
            mobileNumber: '+33 6 00 00 00 00',
            pepConfirmed: true,
          },
          files: (['id', 'bank'] as const).map((kind) => ({
            fileId: randomUUID(),
            kind,
            fileName: `${kind}.pdf`,
            mimeType: 'application/pdf',
            size: 10,
            sha256: '0'.repeat(64),
          })),
          ownKey: null,
        },
        { time: t.app.clock.date().toISOString() },
      )
      await readYourWrites(t.app)
      expect(await streamText(member.id)).toContain(address)
      expect((await profile(member.id)).json().data).toMatchObject({ address, country: 'France' })
    })

    it('replays the share owners, erased ones included, to the live digest', async () => {
      const scratchConfig: DatabaseConfig =
        backend.name === 'postgres'
          ? { kind: 'postgres', url: process.env.DATABASE_URL as string }
          : { kind: 'pglite' }
      const scratch = await openScratchDatabase(scratchConfig)
      try {
        const report = await auditReplay({
          store: t.app.eventStore,
          live: t.database.db,
          scratch: scratch.db,
          projections: [shareOwnersProjection],
          markets: [],
        })
        const [line] = report.projections
        expect(line?.rows).toBeGreaterThan(0)
        expect(line?.verdict, JSON.stringify(line)).toBe('MATCH')
      } finally {
        await scratch.destroy()
      }
    })
  })
}
