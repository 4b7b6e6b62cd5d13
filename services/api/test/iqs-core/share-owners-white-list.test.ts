import { Wallet } from 'ethers'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../../src/demo/seed-demo.js'
import { seedDemoShareOwners } from '../../src/demo/seed-demo-share-owners.js'
import { shareOwnerStreamId, type ShareOwnerEvent } from '../../src/iqs/share-owners/share-owner-decider.js'
import { readYourWrites } from '../../src/platform/projections/read-your-writes.js'
import { startAccountsApp, type AccountsTestApp } from '../accounts/accounts-test-kit.js'
import {
  COMPLETE_FILES,
  COMPLETE_INDIVIDUAL,
  multipart,
  newMember,
  SAMPLE,
  signInAdmin,
  submitKyc,
  type Member,
} from './iqs-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`share owners, KYC and white list on ${backend.name}`, () => {
    let t: AccountsTestApp
    let admin: Awaited<ReturnType<typeof signInAdmin>>

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      admin = await signInAdmin(t)
    })
    afterAll(() => t.close())

    const kyc = (member: Member, fields: Record<string, string>, files = COMPLETE_FILES) =>
      t.send(member.jar, { method: 'POST', url: '/api/share-owners/me/kyc', ...multipart(fields, files) })
    const me = (member: Member) => t.send(member.jar, { method: 'GET', url: '/api/share-owners/me' })
    /**
     * A REGISTERING application as the log may hold one from before issue 14, when an incomplete
     * save was kept: its events straight into the store (the decider now refuses to decide them).
     */
    const legacyIncompleteApplication = async (userId: number) => {
      const events: ShareOwnerEvent[] = [
        { type: 'ShareOwnerRegistered', userId },
        {
          type: 'KycSaved',
          userId,
          details: {
            isCompany: false,
            businessName: null,
            address: null,
            country: null,
            mobileNumber: null,
            pepConfirmed: true,
          },
          files: [],
          ownKey: null,
        },
      ]
      await t.app.eventStore.append(
        shareOwnerStreamId(userId),
        'no_stream',
        events.map((data) => ({
          eventId: randomUUID(),
          type: data.type,
          data,
          metadata: { time: t.app.clock.date().toISOString() },
        })),
      )
      await readYourWrites(t.app)
    }
    const adminPost = (path: string, payload?: object) =>
      t.send(admin.jar, {
        method: 'POST',
        url: `/api/admin/iqs/white-list/${path}`,
        ...(payload ? { payload } : {}),
      })

    it('answers 404 on /api/share-owners/me before any KYC, and needs a session', async () => {
      const member = await newMember(t)
      const response = await me(member)
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('SHARE_OWNER_NOT_FOUND')
      expect((await t.app.inject({ method: 'GET', url: '/api/share-owners/me' })).statusCode).toBe(401)
    })

    it('refuses an empty or incomplete save (422 KYC_INCOMPLETE naming what is missing), storing nothing', async () => {
      const member = await newMember(t)
      const empty = await kyc(member, { is_company: 'false', pep_confirmed: 'false' }, [])
      expect(empty.statusCode, empty.body).toBe(422)
      expect(empty.json().error).toMatchObject({
        code: 'KYC_INCOMPLETE',
        details: { missing: ['address', 'country', 'mobile_number', 'pep_confirmed', 'id', 'bank'] },
      })
      const noBank = await kyc(member, COMPLETE_INDIVIDUAL, [COMPLETE_FILES[0]!])
      expect(noBank.statusCode).toBe(422)
      expect(noBank.json().error.details).toEqual({ missing: ['bank'] })
      // Nothing of either attempt is kept: no profile, no stream, no document.
      expect((await me(member)).statusCode).toBe(404)
      expect(await t.app.eventStore.readStream(`share-owner-${member.id}`)).toEqual([])
      const stored = await t.database.db
        .selectFrom('kyc_files')
        .select('file_id')
        .where('user_id', '=', member.id)
        .execute()
      expect(stored).toEqual([])
    })

    it('saves a complete file PENDING, and counts the documents saved before on a later save', async () => {
      const member = await newMember(t)
      const complete = await kyc(member, COMPLETE_INDIVIDUAL)
      expect(complete.statusCode, complete.body).toBe(200)
      expect(complete.json().data.white_list_status).toBe('PENDING')
      expect(complete.json().data.missing).toEqual([])
      expect(
        complete
          .json()
          .data.files.map((f: { kind: string }) => f.kind)
          .sort(),
      ).toEqual(['bank', 'id'])
      const profile = await me(member)
      expect(profile.statusCode).toBe(200)
      expect(profile.json().data).toEqual({
        iqs_shares: '0',
        ost_shares: '0',
        total_invested_iqs_eur: '0.00',
        total_invested_ost_eur: '0.00',
        iqs_value_eur: '0.00',
        ost_value_eur: '0.00',
        white_list_status: 'PENDING',
      })
      // A new address without sending the documents again: they are on file.
      const moved = await kyc(member, { ...COMPLETE_INDIVIDUAL, address: '3 quai Voltaire, Paris' }, [])
      expect(moved.statusCode, moved.body).toBe(200)
      expect(moved.json().data.white_list_status).toBe('PENDING')
      // Taking a detail away is refused, and the saved file stays as it was.
      const { country: _country, ...withoutCountry } = COMPLETE_INDIVIDUAL
      const blanked = await kyc(member, withoutCountry, [])
      expect(blanked.statusCode).toBe(422)
      expect(blanked.json().error.details).toEqual({ missing: ['country'] })
      expect((await me(member)).json().data.white_list_status).toBe('PENDING')
    })

    it('asks a company for its name, statutes and K-bis', async () => {
      const member = await newMember(t)
      const response = await kyc(member, { ...COMPLETE_INDIVIDUAL, is_company: 'true' })
      expect(response.statusCode).toBe(422)
      expect(response.json().error.details).toEqual({ missing: ['business_name', 'statutes', 'kbis'] })
      const done = await kyc(
        member,
        { ...COMPLETE_INDIVIDUAL, is_company: 'true', business_name: 'ACME SAS' },
        [
          ...COMPLETE_FILES,
          { name: 'statutes', filename: 'statuts.txt', content: SAMPLE.txt },
          { name: 'kbis', filename: 'kbis.doc', content: SAMPLE.doc },
        ],
      )
      expect(done.statusCode, done.body).toBe(200)
      expect(done.json().data.white_list_status).toBe('PENDING')
    })

    it.each([
      ['an executable named .pdf', 'bank', 'rib.pdf', SAMPLE.exe, 'pdf, doc, docx, txt, jpg, jpeg, png'],
      ['a PDF as the ID named .png', 'id', 'id.png', SAMPLE.pdf, 'pdf, jpg, jpeg, png'],
      ['a text file as the ID', 'id', 'id.txt', SAMPLE.txt, 'pdf, jpg, jpeg, png'],
      ['binary bytes named .txt', 'statutes', 'statuts.txt', SAMPLE.binary, 'pdf, doc, docx, txt'],
      ['an image as statutes', 'statutes', 'statuts.png', SAMPLE.png, 'pdf, doc, docx, txt'],
    ])(
      'refuses %s by content (415, spec message), storing nothing',
      async (_what, kind, filename, content, formats) => {
        const member = await newMember(t)
        const response = await kyc(member, COMPLETE_INDIVIDUAL, [{ name: kind, filename, content }])
        expect(response.statusCode).toBe(415)
        expect(response.json().error).toEqual({
          code: 'KYC_FORMAT_NOT_ALLOWED',
          message: `File format not allowed, allowed formats are : ${formats}`,
        })
        expect((await me(member)).statusCode).toBe(404)
        const stored = await t.database.db
          .selectFrom('kyc_files')
          .select('file_id')
          .where('user_id', '=', member.id)
          .execute()
        expect(stored).toEqual([])
      },
    )

    it('refuses a file over 10 MB with the spec message', async () => {
      const member = await newMember(t)
      const big = Buffer.concat([SAMPLE.pdf, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)])
      const response = await kyc(member, COMPLETE_INDIVIDUAL, [
        { name: 'bank', filename: 'big.pdf', content: big },
      ])
      expect(response.statusCode).toBe(413)
      expect(response.json().error).toEqual({
        code: 'KYC_FILE_TOO_LARGE',
        message: 'File size should not exceed 10 MB',
      })
      expect((await me(member)).statusCode).toBe(404)
    })

    it('refuses bad fields, unknown parts, JSON bodies and bad public keys with 4xx', async () => {
      const member = await newMember(t)
      expect((await kyc(member, { is_company: 'maybe', pep_confirmed: 'true' }, [])).statusCode).toBe(400)
      expect((await kyc(member, { pep_confirmed: 'true' }, [])).statusCode).toBe(400)
      expect((await kyc(member, { ...COMPLETE_INDIVIDUAL, mobile_number: 'call me' }, [])).statusCode).toBe(
        400,
      )
      const unknown = await kyc(member, COMPLETE_INDIVIDUAL, [
        { name: 'selfie', filename: 'a.png', content: SAMPLE.png },
      ])
      expect(unknown.statusCode).toBe(400)
      const json = await t.send(member.jar, {
        method: 'POST',
        url: '/api/share-owners/me/kyc',
        payload: { is_company: false },
      })
      expect(json.statusCode).toBe(415)
      const key = await kyc(member, { ...COMPLETE_INDIVIDUAL, public_key: '0x1234' })
      expect(key.statusCode).toBe(400)
      expect(key.json().error.code).toBe('PUBLIC_KEY_INVALID')
      expect((await me(member)).statusCode).toBe(404)
    })

    it('lets only the owner and admins read a KYC file', async () => {
      const owner = await newMember(t)
      const saved = await submitKyc(t, owner)
      const file = (saved.json().data.files as { id: string; kind: string }[]).find((f) => f.kind === 'bank')!
      const mine = await t.send(owner.jar, {
        method: 'GET',
        url: `/api/share-owners/me/kyc/files/${file.id}`,
      })
      expect(mine.statusCode).toBe(200)
      expect(mine.headers['content-type']).toBe('application/pdf')
      expect(mine.headers['content-disposition']).toContain('attachment')
      expect(mine.rawPayload.equals(SAMPLE.pdf)).toBe(true)
      const other = await newMember(t)
      const theirs = await t.send(other.jar, {
        method: 'GET',
        url: `/api/share-owners/me/kyc/files/${file.id}`,
      })
      expect(theirs.statusCode).toBe(404)
      const asAdmin = await t.send(admin.jar, {
        method: 'GET',
        url: `/api/admin/iqs/white-list/${owner.id}/files/${file.id}`,
      })
      expect(asAdmin.statusCode).toBe(200)
      const wrongOwner = await t.send(admin.jar, {
        method: 'GET',
        url: `/api/admin/iqs/white-list/${other.id}/files/${file.id}`,
      })
      expect(wrongOwner.statusCode).toBe(404)
      const memberOnAdmin = await t.send(owner.jar, {
        method: 'GET',
        url: `/api/admin/iqs/white-list/${owner.id}/files/${file.id}`,
      })
      expect(memberOnAdmin.statusCode).toBe(403)
    })

    it('refuses to approve a REGISTERING account (409, spec message)', async () => {
      const member = await newMember(t)
      await legacyIncompleteApplication(member.id)
      const response = await adminPost(`${member.id}/approve`)
      expect(response.statusCode).toBe(409)
      expect(response.json().error).toEqual({
        code: 'WHITE_LIST_NOT_CHECKABLE',
        message: "Not checkable : user status doesn't permit it",
      })
      expect((await adminPost(`${member.id}/reject`)).statusCode).toBe(409)
      expect((await me(member)).json().data.white_list_status).toBe('REGISTERING')
    })

    it('approves with a generated key pair whose private key is stored sealed only', async () => {
      const member = await newMember(t)
      await submitKyc(t, member)
      const response = await adminPost(`${member.id}/approve`)
      expect(response.statusCode, response.body).toBe(200)
      const profile = response.json().data
      expect(profile.status).toBe('APPROVED')
      expect(profile.key_origin).toBe('GENERATED')
      expect(profile.public_signature).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(JSON.stringify(profile)).not.toMatch(/private/i)
      const key = await t.database.db
        .selectFrom('share_owner_keys')
        .selectAll()
        .where('user_id', '=', member.id)
        .executeTakeFirstOrThrow()
      expect(key.address).toBe(profile.public_signature)
      expect(key.private_key_sealed).toMatch(/^v1\./)
      // The sealed key opens to the key of that address, and only for that user.
      const privateKey = t.app.keyVault.open(key.private_key_sealed, member.id)
      expect(new Wallet(privateKey).address).toBe(profile.public_signature)
      expect(() => t.app.keyVault.open(key.private_key_sealed, member.id + 1)).toThrow()
      const events = await t.app.eventStore.readStream(`share-owner-${member.id}`)
      expect(JSON.stringify(events)).not.toContain(privateKey.slice(2))
      expect(events.map((e) => e.type)).toEqual([
        'ShareOwnerRegistered',
        'KycSaved',
        'KycSubmitted',
        'ShareOwnerApproved',
      ])
      expect((await me(member)).json().data.white_list_status).toBe('APPROVED')
    })

    it('keeps the applicant’s own key, or the admin’s, instead of generating one', async () => {
      const own = Wallet.createRandom()
      const member = await newMember(t)
      await kyc(member, { ...COMPLETE_INDIVIDUAL, public_key: own.signingKey.publicKey })
      const approved = (await adminPost(`${member.id}/approve`)).json().data
      expect(approved.public_signature).toBe(own.address)
      expect(approved.key_origin).toBe('OWN')
      const other = await newMember(t)
      await submitKyc(t, other)
      const given = Wallet.createRandom().address
      const byAdmin = (await adminPost(`${other.id}/approve`, { public_key: given })).json().data
      expect(byAdmin.public_signature).toBe(given)
      expect(byAdmin.key_origin).toBe('ADMIN')
      const none = await t.database.db
        .selectFrom('share_owner_keys')
        .select('user_id')
        .where('user_id', 'in', [member.id, other.id])
        .execute()
      expect(none).toEqual([])
    })

    it('rejects, locks, unlocks, changes the key and deletes, each as an event', async () => {
      const member = await newMember(t)
      await submitKyc(t, member)
      expect((await adminPost(`${member.id}/reject`)).json().data.status).toBe('REJECTED')
      expect((await adminPost(`${member.id}/lock`)).json().data.status).toBe('LOCKED')
      const again = await adminPost(`${member.id}/lock`)
      expect(again.statusCode).toBe(409)
      expect((await adminPost(`${member.id}/unlock`)).json().data.status).toBe('REJECTED')
      expect((await adminPost(`${member.id}/unlock`)).statusCode).toBe(409)
      expect((await adminPost(`${member.id}/approve`)).json().data.status).toBe('APPROVED')
      const bad = await t.send(admin.jar, {
        method: 'PUT',
        url: `/api/admin/iqs/white-list/${member.id}/public-key`,
        payload: { public_key: 'not a key' },
      })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().error).toEqual({
        code: 'PUBLIC_KEY_INVALID',
        message: 'Unable to change public key.',
      })
      const address = Wallet.createRandom().address
      const changed = await t.send(admin.jar, {
        method: 'PUT',
        url: `/api/admin/iqs/white-list/${member.id}/public-key`,
        payload: { public_key: address.toLowerCase() },
      })
      expect(changed.json().data.public_signature).toBe(address)
      expect(changed.json().data.key_origin).toBe('ADMIN')
      const deleted = await t.send(admin.jar, {
        method: 'DELETE',
        url: `/api/admin/iqs/white-list/${member.id}`,
      })
      expect(deleted.json().data).toEqual({ user_id: member.id, deleted: true })
      expect((await me(member)).statusCode).toBe(404)
      const files = await t.database.db
        .selectFrom('kyc_files')
        .select('file_id')
        .where('user_id', '=', member.id)
        .execute()
      expect(files).toEqual([])
      const types = (await t.app.eventStore.readStream(`share-owner-${member.id}`)).map((e) => e.type)
      expect(types.slice(3)).toEqual([
        'ShareOwnerRejected',
        'ShareOwnerLocked',
        'ShareOwnerUnlocked',
        'ShareOwnerApproved',
        'PublicKeyChanged',
        'ShareOwnerDeleted',
      ])
    })

    it('answers 404 for unknown users and 400 for bad ids; members may not use the admin routes', async () => {
      expect((await adminPost('99999999/approve')).statusCode).toBe(404)
      expect((await adminPost('abc/approve')).statusCode).toBe(400)
      expect(
        (await t.send(admin.jar, { method: 'GET', url: '/api/admin/iqs/white-list/99999999' })).statusCode,
      ).toBe(404)
      const member = await newMember(t)
      const refused = await t.send(member.jar, {
        method: 'POST',
        url: `/api/admin/iqs/white-list/${member.id}/approve`,
      })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error.code).toBe('ROLE_FORBIDDEN')
    })

    it('makes the demo traders APPROVED share owners with keys, once', async () => {
      await seedDemo(t.database.db)
      expect(await seedDemoShareOwners(t.app)).toBe(2)
      expect(await seedDemoShareOwners(t.app)).toBe(0)
      const rows = await t.database.db
        .selectFrom('share_owners as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['u.email', 's.status', 's.public_address'])
        .where('u.email', 'in', ['trader1@iqs.demo', 'trader2@iqs.demo'])
        .execute()
      expect(rows.map((r) => r.status)).toEqual(['APPROVED', 'APPROVED'])
      for (const row of rows) expect(row.public_address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    })

    it('lists the white list with filters and paging, and shows a profile with its files', async () => {
      const company = await newMember(t, 'ExecPartner')
      await kyc(company, { ...COMPLETE_INDIVIDUAL, is_company: 'true', business_name: 'Zebulon Holdings' }, [
        ...COMPLETE_FILES,
        { name: 'statutes', filename: 's.pdf', content: SAMPLE.pdf },
        { name: 'kbis', filename: 'k.pdf', content: SAMPLE.pdf },
      ])
      const list = await t.send(admin.jar, {
        method: 'GET',
        url: '/api/admin/iqs/white-list?type=COMPANY&query=zebulon&status=PENDING',
      })
      expect(list.statusCode).toBe(200)
      expect(list.json().data.total).toBe(1)
      expect(list.json().data.items[0]).toMatchObject({
        user_id: company.id,
        type: 'COMPANY',
        sub_type: 'ExecPartner',
        business_name: 'Zebulon Holdings',
        status: 'PENDING',
      })
      const page = await t.send(admin.jar, {
        method: 'GET',
        url: '/api/admin/iqs/white-list?pageSize=1&page=2',
      })
      expect(page.json().data.items).toHaveLength(1)
      expect(page.json().data.total).toBeGreaterThan(2)
      const bad = await t.send(admin.jar, { method: 'GET', url: '/api/admin/iqs/white-list?status=MAYBE' })
      expect(bad.statusCode).toBe(400)
      const profile = await t.send(admin.jar, {
        method: 'GET',
        url: `/api/admin/iqs/white-list/${company.id}`,
      })
      expect(profile.json().data).toMatchObject({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: company.email,
        mobile_number: COMPLETE_INDIVIDUAL.mobile_number,
        address: COMPLETE_INDIVIDUAL.address,
        country: 'France',
        public_signature: null,
        type: 'COMPANY',
        status: 'PENDING',
      })
      expect(profile.json().data.files).toHaveLength(4)
    })
  })
}
