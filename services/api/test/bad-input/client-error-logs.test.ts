import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AccountsTestApp, CookieJar } from '../accounts/accounts-test-kit.js'
import { LOG_LEVEL, startLoggedApp, type LogLine } from '../helpers/logged-app.js'
import { newMember, signInAdmin } from '../iqs-core/iqs-test-kit.js'
import { WebSocket } from '../iqs-core/ws-client.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

/**
 * Issue 12: a client's mistakes were logged at error level, beside the server's own faults. They
 * are warnings now; error stays for what answers 5xx.
 */
for (const backend of journeyDatabases()) {
  describe(`client mistakes log as warnings on ${backend.name}`, () => {
    let t: AccountsTestApp & { logs: LogLine[] }
    let url: string

    beforeAll(async () => {
      t = await startLoggedApp(backend)
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
      url = `${address.replace('http', 'ws')}/api/iqs/ws`
    })
    afterAll(() => t.close())

    const linesSince = (from: number) => t.logs.slice(from)

    it('logs a WebSocket frame over the 4 kB limit as a warning, and closes the socket', async () => {
      const member = await newMember(t)
      const from = t.logs.length
      const ws = new WebSocket(url, { headers: { cookie: member.jar.header('/api/iqs/ws') } })
      await new Promise((resolve) => ws.once('open', resolve))
      const closed = new Promise<number>((resolve) => ws.once('close', (code: number) => resolve(code)))
      ws.send(JSON.stringify({ op: 'subscribe', channel: 'x'.repeat(5_000) }))
      expect(await closed).toBe(1009)
      await vi.waitFor(() => expect(linesSince(from).some((l) => l.level === LOG_LEVEL.warn)).toBe(true))
      expect(linesSince(from).filter((l) => l.level >= LOG_LEVEL.error)).toEqual([])
      expect(linesSince(from).find((l) => l.level === LOG_LEVEL.warn)).toMatchObject({
        code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
      })
    })

    it('logs a vote the store could not take as a warning beside its 400', async () => {
      const admin: { jar: CookieJar } = await signInAdmin(t)
      const from = t.logs.length
      const append = vi.spyOn(t.app.eventStore, 'append').mockRejectedValueOnce(new Error('append refused'))
      const response = await t.send(admin.jar, {
        method: 'POST',
        url: '/api/admin/iqs/votes',
        payload: {
          title: 'AGM',
          questions: [{ question: 'Approve?', answers: ['Yes', 'No'] }],
          endDate: '2099-01-01T00:00:00Z',
          isPublic: true,
          multipleAnswers: false,
        },
      })
      append.mockRestore()
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('VOTE_CREATE_FAILED')
      expect(linesSince(from).filter((l) => l.level >= LOG_LEVEL.error)).toEqual([])
      expect(linesSince(from).find((l) => l.msg === 'vote creation failed')?.level).toBe(LOG_LEVEL.warn)
    })
  })
}
