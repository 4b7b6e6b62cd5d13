import { whiteListPageSchema } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CookieJar,
  registerUser,
  startAccountsApp,
  uniqueEmail,
  type AccountsTestApp,
} from '../accounts/accounts-test-kit.js'
import { signInAdmin, submitKyc, type Member } from './iqs-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

/**
 * Issue 14: the white list answers how many applications each status has, under the same type and
 * search, whatever status the admin asked for, so the screen can open on "All" and show
 * "Approved (2)" beside "Pending (1)" instead of "0 applications".
 */
for (const backend of journeyDatabases()) {
  describe(`the white list's counts per status on ${backend.name}`, () => {
    let t: AccountsTestApp
    let admin: Awaited<ReturnType<typeof signInAdmin>>
    // Every applicant of this file has it in their e-mail: the search isolates them.
    const tag = `wlcount${Date.now().toString(36)}`

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      admin = await signInAdmin(t)
      const applicant = async (): Promise<Member> => {
        const jar = new CookieJar()
        const { user, email } = await registerUser(t, jar, { role: 'Consultant', email: uniqueEmail(tag) })
        const member = { jar, id: user.id, email }
        await submitKyc(t, member)
        return member
      }
      const decide = async (member: Member, ...actions: string[]) => {
        for (const action of actions) {
          const response = await t.send(admin.jar, {
            method: 'POST',
            url: `/api/admin/iqs/white-list/${member.id}/${action}`,
          })
          expect(response.statusCode, response.body).toBe(200)
        }
      }
      await applicant()
      await decide(await applicant(), 'approve')
      await decide(await applicant(), 'approve')
      await decide(await applicant(), 'reject')
      await decide(await applicant(), 'approve', 'lock')
    })
    afterAll(() => t?.close())

    const list = async (query: string) => {
      const response = await t.send(admin.jar, { method: 'GET', url: `/api/admin/iqs/white-list?${query}` })
      expect(response.statusCode, response.body).toBe(200)
      return whiteListPageSchema.parse(response.json().data)
    }
    const mine = { REGISTERING: 0, PENDING: 1, APPROVED: 2, REJECTED: 1, LOCKED: 1 }

    it('counts each status under the search, with the list of every status', async () => {
      const all = await list(`query=${tag}`)
      expect(all.total).toBe(5)
      expect(all.counts).toEqual(mine)
    })

    it('keeps the counts of every status when one status is asked', async () => {
      const approved = await list(`query=${tag}&status=APPROVED`)
      expect(approved.total).toBe(2)
      expect(approved.items.map((entry) => entry.status)).toEqual(['APPROVED', 'APPROVED'])
      expect(approved.counts).toEqual(mine)
      const pending = await list(`query=${tag}&status=PENDING&pageSize=1&page=2`)
      expect(pending.items).toEqual([])
      expect(pending.counts).toEqual(mine)
    })

    it('follows the type filter, and adds up to the whole list without filters', async () => {
      expect((await list(`query=${tag}&type=COMPANY`)).counts).toEqual({
        REGISTERING: 0,
        PENDING: 0,
        APPROVED: 0,
        REJECTED: 0,
        LOCKED: 0,
      })
      const everything = await list('')
      const sum = Object.values(everything.counts).reduce((a, b) => a + b, 0)
      expect(sum).toBe(everything.total)
      expect(everything.counts.APPROVED).toBeGreaterThanOrEqual(2)
    })
  })
}
