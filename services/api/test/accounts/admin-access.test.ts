import { ADMIN_PERMISSIONS, type AdminPermission } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { journeyDatabases } from '../helpers/journey-databases.js'
import { signedInUser } from '../platform/platform-test-kit.js'
import { startAccountsApp, type AccountsTestApp } from './accounts-test-kit.js'

for (const backend of journeyDatabases()) {
  describe(`admin groups on ${backend.name}`, () => {
    let t: AccountsTestApp
    let manager: { id: number; cookie: string }

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      manager = await signedInUser(t, 'Admin')
    })
    afterAll(() => t.close())

    /** An admin holding only these groups (a new admin holds them all). */
    async function adminWith(...groups: AdminPermission[]) {
      const admin = await signedInUser(t, 'Admin')
      await t.database.db.deleteFrom('admin_permissions').where('user_id', '=', admin.id).execute()
      if (groups.length > 0)
        await t.database.db
          .insertInto('admin_permissions')
          .values(groups.map((permission) => ({ user_id: admin.id, permission, granted_by: null })))
          .execute()
      return admin
    }

    const get = (url: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
    const setGroups = (userId: number, permissions: unknown, cookie = manager.cookie) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/admins/${userId}/permissions`,
        headers: { cookie },
        payload: { permissions },
      })

    it('gives a new admin every group, and says which in /api/me; none to other roles', async () => {
      const me = await get('/api/me', manager.cookie)
      expect(me.json().data.admin_permissions).toEqual([...ADMIN_PERMISSIONS])
      const client = await signedInUser(t, 'Client')
      expect((await get('/api/me', client.cookie)).json().data.admin_permissions).toEqual([])
    })

    it('refuses an admin the areas of groups it does not hold, at once when one is taken away', async () => {
      const webmaster = await adminWith('web_site')
      const whiteList = await get('/api/admin/iqs/white-list', webmaster.cookie)
      expect(whiteList.statusCode).toBe(403)
      expect(whiteList.json().error.code).toBe('ADMIN_PERMISSION_MISSING')
      expect((await get('/api/admin/mail-outbox', webmaster.cookie)).statusCode).toBe(200)

      const tokens = await adminWith('tokens')
      expect((await get('/api/admin/iqs/white-list', tokens.cookie)).statusCode).toBe(200)
      expect((await setGroups(tokens.id, ['web_site'])).statusCode).toBe(200)
      // The same session, the next request: no cache keeps a group alive.
      expect((await get('/api/admin/iqs/white-list', tokens.cookie)).json().error.code).toBe(
        'ADMIN_PERMISSION_MISSING',
      )
    })

    it("checks a member's review against the group of the member's role", async () => {
      const consultants = await adminWith('consultants')
      const ok = await get('/api/admin/network/members?role=Consultant', consultants.cookie)
      expect(ok.statusCode).toBe(200)
      const clients = await get('/api/admin/network/members?role=Client', consultants.cookie)
      expect(clients.statusCode).toBe(403)
      expect(clients.json().error.code).toBe('ADMIN_PERMISSION_MISSING')
      const client = await signedInUser(t, 'Client')
      const approve = await t.app.inject({
        method: 'POST',
        url: `/api/admin/network/members/${client.id}/approve`,
        headers: { cookie: consultants.cookie },
      })
      expect(approve.statusCode).toBe(403)
      expect(approve.json().error.code).toBe('ADMIN_PERMISSION_MISSING')
    })

    it('lists the admins and sets their groups, recording who changed what', async () => {
      const target = await adminWith('projects')
      const set = await setGroups(target.id, ['clients', 'projects', 'clients'])
      expect(set.statusCode).toBe(200)
      expect(set.json().data.permissions).toEqual(['projects', 'clients'])
      const detail = (await get(`/api/admin/admins/${target.id}`, manager.cookie)).json().data
      expect(detail.history).toHaveLength(1)
      expect(detail.history[0]).toMatchObject({
        action: 'set_permissions',
        admin: { user_id: manager.id },
        changes: { granted: ['clients'], revoked: [] },
      })
      // The same set again changes nothing and records nothing.
      await setGroups(target.id, ['projects', 'clients'])
      expect((await get(`/api/admin/admins/${target.id}`, manager.cookie)).json().data.history).toHaveLength(
        1,
      )
      const list = (await get('/api/admin/admins', manager.cookie)).json().data.items
      expect(list.find((a: { user_id: number }) => a.user_id === target.id).permissions).toEqual([
        'projects',
        'clients',
      ])
    })

    it('refuses bad input, unknown admins and non-managers, and changes nothing', async () => {
      const target = await adminWith('projects')
      for (const bad of [['root'], 'projects', [1], null]) {
        const response = await setGroups(target.id, bad)
        expect(response.statusCode, JSON.stringify(bad)).toBe(400)
      }
      const client = await signedInUser(t, 'Client')
      expect((await setGroups(client.id, ['projects'])).json().error.code).toBe('ADMIN_NOT_FOUND')
      expect((await setGroups(999_999_999, ['projects'])).statusCode).toBe(404)
      expect((await get('/api/admin/admins/abc', manager.cookie)).statusCode).toBe(400)
      const other = await adminWith('web_site')
      const refused = await setGroups(target.id, [...ADMIN_PERMISSIONS], other.cookie)
      expect(refused.json().error.code).toBe('ADMIN_PERMISSION_MISSING')
      expect((await setGroups(target.id, ['projects'], client.cookie)).json().error.code).toBe(
        'ROLE_FORBIDDEN',
      )
      expect((await get(`/api/admin/admins/${target.id}`, manager.cookie)).json().data.permissions).toEqual([
        'projects',
      ])
    })

    it('keeps at least one admin able to manage access', async () => {
      // Leave the manager as the only holder of `admins`.
      await t.database.db
        .deleteFrom('admin_permissions')
        .where('permission', '=', 'admins')
        .where('user_id', '<>', manager.id)
        .execute()
      const response = await setGroups(manager.id, ['tokens'])
      expect(response.statusCode).toBe(409)
      expect(response.json().error.code).toBe('LAST_PERMISSIONS_ADMIN')
      const second = await adminWith('admins')
      expect((await setGroups(manager.id, ['tokens'], second.cookie)).statusCode).toBe(200)
      expect((await setGroups(second.id, [], second.cookie)).json().error.code).toBe('LAST_PERMISSIONS_ADMIN')
    })
  })
}
